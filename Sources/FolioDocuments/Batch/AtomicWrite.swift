import Foundation

/// Writes the text files of documents (pages, frame trees, metadata) atomically: readers see the old
/// file or the whole new one, never a part; a failure names the path.
enum AtomicWrite {
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BatchError(failures: ["\(path): cannot be written (\(error.localizedDescription))"], failureKind: .io)
        }
    }

    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates `directory` and its parents when missing.
    static func createDirectory(_ directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BatchError(failures: ["\(directory): cannot create the folder (\(error.localizedDescription))"], failureKind: .io)
        }
    }
}
