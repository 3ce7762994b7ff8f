import FolioCore

/// One PDF object as read from a file or made to be written into one (ISO 32000-1, 7.3): what the
/// finishing of Folio's PDFs reads and rewrites, written back in PDF syntax by `write(to:)`.
///
/// Numbers that are not integers keep their text, names their text after the slash (escapes
/// included), so what is read is written back as it was.
enum PDFObject: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A real number's text ("0.5", "-.25").
    case real(String)
    /// A string's bytes, escapes undone.
    case string([UInt8])
    /// A name without its slash ("Figure").
    case name(String)
    case array([PDFObject])
    case dictionary(PDFDictionary)
    /// An indirect reference to object `number`.
    case reference(number: Int, generation: Int)

    /// A text string: ASCII or PDFDocEncoding when the text fits it, else UTF-16BE with its byte order mark.
    static func text(_ text: String) -> PDFObject { .string(PDFTextString.encoded(text)) }

    /// The dictionary, nil for anything else.
    var dictionary: PDFDictionary? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    /// The items of an array, nothing for anything else.
    var items: [PDFObject] {
        if case .array(let items) = self { return items }
        return []
    }

    /// The integer, nil for anything else.
    var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The name, nil for anything else.
    var name: String? {
        if case .name(let name) = self { return name }
        return nil
    }

    /// A string's text (PDFDocEncoding, UTF-16BE or UTF-8 as its first bytes say), nil for anything else.
    var text: String? {
        if case .string(let bytes) = self { return PDFTextString.decoded(bytes) }
        return nil
    }

    /// The object number a reference points to, nil for anything else.
    var referenced: Int? {
        if case .reference(let number, _) = self { return number }
        return nil
    }

    /// Appends the object's PDF syntax to `out`.
    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .integer(let value): out += Array(String(value).utf8)
        case .real(let text): out += Array(text.utf8)
        case .string(let bytes): PDFObject.writeString(bytes, to: &out)
        case .name(let name):
            out.append(UInt8(ascii: "/"))
            out += Array(name.utf8)
        case .array(let items):
            // "[ 1 2 ]", as Cairo and qpdf write arrays.
            out.append(UInt8(ascii: "["))
            for item in items {
                out.append(UInt8(ascii: " "))
                item.write(to: &out)
            }
            out += Array((items.isEmpty ? "]" : " ]").utf8)
        case .dictionary(let dictionary): dictionary.write(to: &out)
        case .reference(let number, let generation): out += Array("\(number) \(generation) R".utf8)
        }
    }

    /// A literal string when its bytes are mostly printable (escaping parentheses, backslashes and
    /// the rest in octal), else hexadecimal.
    private static func writeString(_ bytes: [UInt8], to out: inout [UInt8]) {
        let printable = bytes.filter { (0x20...0x7E).contains($0) }.count
        guard printable * 4 >= bytes.count * 3 else {
            let digits = Array("0123456789ABCDEF".utf8)
            out.append(UInt8(ascii: "<"))
            for b in bytes { out += [digits[Int(b >> 4)], digits[Int(b & 15)]] }
            out.append(UInt8(ascii: ">"))
            return
        }
        out.append(UInt8(ascii: "("))
        for b in bytes {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), b]
            case 0x20...0x7E: out.append(b)
            default: out += [UInt8(ascii: "\\")] + Array(Int.padded(Int(b), 3, radix: 8).utf8)
            }
        }
        out.append(UInt8(ascii: ")"))
    }
}

/// A PDF dictionary: its entries in the order they were read or set, so a rewritten dictionary
/// reads as the one it replaces with the new entries after.
struct PDFDictionary: Equatable {
    private(set) var entries: [(key: String, value: PDFObject)] = []

    init(_ entries: [(key: String, value: PDFObject)] = []) {
        for (key, value) in entries { self[key] = value }
    }

    /// The value of `key` (a name without its slash), nil when missing; setting nil removes it.
    subscript(key: String) -> PDFObject? {
        get { entries.first { $0.key == key }?.value }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let i?, let value?): entries[i].value = value
            case (let i?, nil): entries.remove(at: i)
            case (nil, let value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Whether the dictionary's `/Type` or `/Subtype` (as `key` says) is `name`.
    func isNamed(_ name: String, by key: String = "Type") -> Bool { self[key]?.name == name }

    /// Appends `<< /Key value … >>` to `out`.
    func write(to out: inout [UInt8]) {
        out += Array("<<".utf8)
        for (key, value) in entries {
            out += Array(" /\(key) ".utf8)
            value.write(to: &out)
        }
        out += Array(" >>".utf8)
    }

    static func == (a: PDFDictionary, b: PDFDictionary) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// PDF text strings (7.9.2.2): PDFDocEncoding, UTF-16BE or UTF-8 after a byte order mark.
enum PDFTextString {
    /// The text of a string's bytes.
    static func decoded(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFE, 0xFF]) {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar(docEncoding[Int($0)]) ?? "\u{FFFD}" }))
    }

    /// The bytes of `text`: PDFDocEncoding when every character has a code there, else UTF-16BE.
    static func encoded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard let code = docCode[scalar.value] else {
                return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
            bytes.append(code)
        }
        return bytes
    }

    /// The Unicode scalar of each PDFDocEncoding byte (Annex D); 0xFFFD for the undefined ones.
    private static let docEncoding: [UInt32] = (0..<256).map { (b: UInt32) -> UInt32 in
        switch b {
        case 0x18...0x1F: [0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC][Int(b - 0x18)]
        case 0x7F, 0x9F, 0xAD: 0xFFFD
        case 0x80...0xA0:
            [0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044, 0x2039, 0x203A, 0x2212, 0x2030, 0x201E,
             0x201C, 0x201D, 0x2018, 0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141, 0x0152, 0x0160, 0x0178, 0x017D,
             0x0131, 0x0142, 0x0153, 0x0161, 0x017E, 0xFFFD, 0x20AC][Int(b - 0x80)]
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x17: 0xFFFD
        default: b
        }
    }

    /// The PDFDocEncoding byte of each scalar it can encode.
    private static let docCode: [UInt32: UInt8] = {
        var codes: [UInt32: UInt8] = [:]
        for (b, scalar) in docEncoding.enumerated() where scalar != 0xFFFD { codes[scalar] = UInt8(b) }
        return codes
    }()
}
