import Foundation

/// The objects of a PDF with one classic cross-reference table, as Cairo writes it: enough to read
/// small dictionaries and append an incremental update.
struct PDFObjects {
    let bytes: [UInt8]
    /// The catalog's object number.
    let root: Int
    /// The document information dictionary's object number, if any.
    let info: Int?
    /// One more than the highest object number.
    let size: Int
    /// Where the cross-reference table starts.
    let xref: Int
    /// Byte offset of each object in use, by number.
    private let offsets: [Int: Int]

    /// Object numbers in use, ascending.
    var numbers: [Int] { offsets.keys.sorted() }

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        let tail = String(decoding: bytes.suffix(64), as: UTF8.self)
        guard let start = tail.range(of: "startxref", options: .backwards),
              let xref = Int(tail[start.upperBound...].split(whereSeparator: \.isWhitespace).first ?? "") else {
            throw Self.malformed("no startxref")
        }
        self.xref = xref
        var lines = Lines(bytes, from: xref)
        guard lines.next() == "xref" else { throw Self.malformed("no xref table at \(xref)") }
        var offsets: [Int: Int] = [:]
        while let header = lines.next(), header != "trailer" {
            let range = header.split(separator: " ").compactMap { Int($0) }
            guard range.count == 2 else { throw Self.malformed("xref subsection '\(header)'") }
            for number in range[0]..<range[0] + range[1] {
                let entry = (lines.next() ?? "").split(separator: " ")
                guard entry.count == 3, let offset = Int(entry[0]) else { throw Self.malformed("xref entry of \(number)") }
                if entry[2] == "n" { offsets[number] = offset }
            }
        }
        let trailer = String(decoding: bytes[lines.offset...], as: UTF8.self)
        guard let root = Self.reference("/Root", in: trailer), let size = Self.integer("/Size", in: trailer) else {
            throw Self.malformed("trailer without /Root or /Size")
        }
        (self.offsets, self.root, self.size, info) = (offsets, root, size, Self.reference("/Info", in: trailer))
    }

    /// The text of object `number`, which must be a dictionary (no stream).
    func dictionary(_ number: Int) throws -> String {
        guard let offset = offsets[number] else { throw Self.malformed("object \(number) is not in use") }
        let header = Array("\(number) 0 obj".utf8)
        guard bytes[offset...].starts(with: header) else { throw Self.malformed("object \(number) is not at \(offset)") }
        let body = String(decoding: bytes[(offset + header.count)...].prefix(64 * 1024), as: UTF8.self)
        guard let end = body.range(of: "endobj") else { throw Self.malformed("object \(number) has no end") }
        let text = body[..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("<<"), text.hasSuffix(">>"), !text.contains("stream") else {
            throw Self.malformed("object \(number) is not a dictionary")
        }
        return text
    }

    /// Whether object `number`'s text starts with `prefix` (cheap: streams are not read).
    func object(_ number: Int, startsWith prefix: String) -> Bool {
        guard let offset = offsets[number] else { return false }
        return bytes[offset...].starts(with: Array("\(number) 0 obj\n\(prefix)".utf8))
    }

    /// The bytes with an incremental update holding the new text of each revised object.
    func appending(_ revised: [Int: String]) -> [UInt8] {
        var out = bytes
        if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        var entries: [(number: Int, offset: Int)] = []
        for number in revised.keys.sorted() {
            entries.append((number, out.count))
            out += Array("\(number) 0 obj\n\(revised[number] ?? "")\nendobj\n".utf8)
        }
        let table = out.count
        var text = "xref\n"
        var i = 0
        while i < entries.count {
            // Consecutive numbers share a subsection.
            var j = i + 1
            while j < entries.count, entries[j].number == entries[j - 1].number + 1 { j += 1 }
            text += "\(entries[i].number) \(j - i)\n"
            for entry in entries[i..<j] {
                let digits = String(entry.offset)
                text += String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
            }
            i = j
        }
        text += "trailer\n<< /Size \(size)\n   /Root \(root) 0 R\n" + (info.map { "   /Info \($0) 0 R\n" } ?? "")
        text += "   /Prev \(xref)\n>>\nstartxref\n\(table)\n%%EOF\n"
        return out + Array(text.utf8)
    }

    private static func reference(_ key: String, in dictionary: String) -> Int? {
        guard let range = dictionary.range(of: key + " ") else { return nil }
        let words = dictionary[range.upperBound...].split(separator: " ", maxSplits: 3)
        guard words.count >= 3, words[1] == "0", words[2].hasPrefix("R") else { return nil }
        return Int(words[0])
    }

    private static func integer(_ key: String, in dictionary: String) -> Int? {
        guard let range = dictionary.range(of: key + " ") else { return nil }
        return Int(dictionary[range.upperBound...].prefix { $0.isNumber })
    }

    private static func malformed(_ what: String) -> GraphicsError {
        .cairo(message: "unexpected PDF from cairo: \(what)")
    }
}

/// Lines of ASCII text in a byte array from an offset, ending at LF or CR LF.
private struct Lines {
    let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], from offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The next line without its end and surrounding spaces, or nil at the end of the bytes.
    mutating func next() -> String? {
        guard offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = String(decoding: bytes[offset..<end], as: UTF8.self)
        offset = min(bytes.count, end + 1)
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
