import Dispatch
import FolioCore

/// An incremental update of a PDF (ISO 32000-1, 7.5.6): the objects it changes or adds, appended
/// after the file's end with a cross-reference section of their own (a table, or a stream when the
/// file's newest section is one) whose trailer points back to the file's.
///
/// The file before is left byte for byte as it was; a reader takes each object's newest revision.
/// The update is a pure function of the file and the changes: objects are written in number order
/// and the file identifier is derived from the bytes.
struct PDFUpdate {
    private let file: PDFReader
    private var changed: [Int: (object: PDFObject, data: [UInt8]?)] = [:]
    private var next: Int
    /// The file's bytes hashed on another core while the changes are made, for the identifier.
    private let hashing: Hashing

    init(_ file: PDFReader) {
        self.file = file
        next = max(file.trailer["Size"]?.integer ?? 0, (file.numbers.last ?? 0) + 1)
        hashing = Hashing(file.bytes)
    }

    /// Replaces object `number` with `object`, a stream when `data` is given (its `/Length` is set).
    mutating func replace(_ number: Int, with object: PDFObject, data: [UInt8]? = nil) {
        changed[number] = (object, data)
    }

    /// Adds `object` (a stream when `data` is given) under a new number, and returns a reference to it.
    mutating func add(_ object: PDFObject, data: [UInt8]? = nil) -> PDFObject {
        let number = next
        next += 1
        changed[number] = (object, data)
        return .reference(number: number, generation: 0)
    }

    /// The file with the update appended.
    func written() -> [UInt8] {
        var out = file.bytes
        if out.last != 0x0A { out.append(0x0A) }
        var offsets: [(number: Int, offset: Int)] = []
        for number in changed.keys.sorted() {
            let (object, data) = changed[number]!
            offsets.append((number, out.count))
            PDFUpdate.append(number, generation: file.generation(of: number), object, data: data, to: &out)
        }
        var trailer = PDFDictionary()
        trailer["Root"] = file.trailer["Root"]
        trailer["Info"] = file.trailer["Info"]
        trailer["Prev"] = .integer(file.startxref)
        let identifier = PDFObject.string(hashing.identifier(appending: out[file.bytes.count...]))
        let original = file.trailer["ID"]?.items.first.flatMap { $0 == .null ? nil : $0 } ?? identifier
        trailer["ID"] = .array([original, identifier])
        let start = out.count
        if file.hasXrefStreams {
            // The stream lists itself too, one entry of type 1 per object: type, offset in 4 bytes, generation in 2.
            let number = next
            offsets.append((number, start))
            var data: [UInt8] = []
            for (n, offset) in offsets {
                data.append(1)
                for shift in stride(from: 24, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: offset >> shift)) }
                let generation = file.generation(of: n)
                data += [UInt8(truncatingIfNeeded: generation >> 8), UInt8(truncatingIfNeeded: generation)]
            }
            var dictionary = PDFDictionary([("Type", .name("XRef")), ("Size", .integer(number + 1))])
            dictionary["Index"] = .array(PDFUpdate.runs(offsets.map(\.number)).flatMap { [PDFObject.integer($0.first), .integer($0.count)] })
            dictionary["W"] = .array([.integer(1), .integer(4), .integer(2)])
            for (key, value) in trailer.entries { dictionary[key] = value }
            PDFUpdate.append(number, generation: 0, .dictionary(dictionary), data: data, to: &out)
        } else {
            out += Array("xref\n".utf8)
            let offset = Dictionary(uniqueKeysWithValues: offsets.map { ($0.number, $0.offset) })
            for run in PDFUpdate.runs(offsets.map(\.number)) {
                out += Array("\(run.first) \(run.count)\n".utf8)
                for n in run.first..<run.first + run.count {
                    out += Array("\(Int.padded(offset[n]!, 10)) \(Int.padded(file.generation(of: n), 5)) n\r\n".utf8)
                }
            }
            var classic = PDFDictionary([("Size", .integer(next))])
            for (key, value) in trailer.entries { classic[key] = value }
            out += Array("trailer\n".utf8)
            classic.write(to: &out)
            out.append(0x0A)
        }
        out += Array("startxref\n\(start)\n%%EOF\n".utf8)
        return out
    }

    /// Appends indirect object `number`: `object`, or a stream of `data` with `object` its
    /// dictionary (its `/Length` set).
    private static func append(_ number: Int, generation: Int, _ object: PDFObject, data: [UInt8]?, to out: inout [UInt8]) {
        out += Array("\(number) \(generation) obj\n".utf8)
        if let data, var dictionary = object.dictionary {
            dictionary["Length"] = .integer(data.count)
            dictionary.write(to: &out)
            out += Array("\nstream\n".utf8) + data + Array("\nendstream".utf8)
        } else {
            object.write(to: &out)
        }
        out += Array("\nendobj\n".utf8)
    }

    /// Consecutive numbers of `sorted` grouped, each run as its first number and length.
    private static func runs(_ sorted: [Int]) -> [(first: Int, count: Int)] {
        var runs: [(first: Int, count: Int)] = []
        for n in sorted {
            if let last = runs.last, last.first + last.count == n { runs[runs.count - 1].count += 1 } else { runs.append((n, 1)) }
        }
        return runs
    }

    /// The SHA-256 of a file's bytes, begun on another core when the update is made: 0.9 ms of the
    /// report's 280 KB that the main thread need not wait for.
    private final class Hashing: @unchecked Sendable {
        private let done = DispatchGroup()
        private var hash = SHA256()

        init(_ bytes: [UInt8]) {
            DispatchQueue.global().async(group: done) { self.hash.update(bytes) }
        }

        /// 16 bytes of the SHA-256 of the file's bytes followed by `appended`: the identifier of
        /// the file that is those bytes.
        func identifier(appending appended: ArraySlice<UInt8>) -> [UInt8] {
            done.wait()
            var hash = self.hash
            hash.update(Array(appended))
            let hex = Array(hash.finishHex().utf8.prefix(32))
            return stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
        }
    }
}
