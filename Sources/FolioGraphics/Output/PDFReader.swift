/// The objects of a PDF file by number, as its newest revision has them: the cross-reference
/// tables or streams followed from `startxref` back through `/Prev` (ISO 32000-1, 7.5), objects
/// read from their offsets or out of object streams when first asked for.
///
/// It reads what Cairo writes (a classic table from Cairo 1.16; cross-reference and object streams
/// from 1.18) and what qpdf writes; it does not read encrypted files.
final class PDFReader {
    /// One indirect object: its value, and where its data lies in the file when it is a stream.
    struct Indirect {
        let value: PDFObject
        let stream: Range<Int>?
        /// The stream's dictionary, or the object's when it is a dictionary.
        var dictionary: PDFDictionary? { value.dictionary }
    }

    /// Where an object is.
    private enum Location {
        case offset(Int, generation: Int)
        case compressed(stream: Int, index: Int)
    }

    let bytes: [UInt8]
    /// The newest trailer (the cross-reference stream's dictionary when the file has those).
    private(set) var trailer = PDFDictionary()
    /// Where the newest cross-reference section starts (its `startxref`).
    let startxref: Int
    /// Whether the newest section is a cross-reference stream, so an update appends one too.
    private(set) var hasXrefStreams = false
    private var locations: [Int: Location] = [:]
    private var cache: [Int: Indirect] = [:]
    private var objectStreams: [Int: [PDFObject]] = [:]
    /// The objects being read, so a stream whose /Length leads back to it fails instead of recursing.
    private var reading = Set<Int>()

    /// Reads the cross-references of `bytes`.
    /// - Throws: `GraphicsError.cairo` naming what cannot be read, or when the file is encrypted.
    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        startxref = try PDFReader.startxref(bytes)
        var sections: [Int] = [startxref]
        var seen = Set<Int>()
        var newest: PDFDictionary?
        var streams = false
        while let offset = sections.popLast(), seen.insert(offset).inserted {
            var parser = PDFParser(bytes, at: offset)
            let trailer: PDFDictionary
            if parser.accept("xref") {
                trailer = try readTable(&parser)
            } else {
                trailer = try readStream(at: offset)
                if newest == nil { streams = true }
            }
            if newest == nil { newest = trailer }
            // A hybrid file's table names a stream with more entries; both come before older sections.
            if let prev = trailer["Prev"]?.integer { sections.append(prev) }
            if let stream = trailer["XRefStm"]?.integer { sections.append(stream) }
        }
        guard let newest else { throw PDFParser.failure("no cross-reference section", at: startxref) }
        guard newest["Encrypt"] == nil else { throw GraphicsError.cairo(message: "the PDF cannot be read: it is encrypted") }
        trailer = newest
        hasXrefStreams = streams
    }

    /// The offset `startxref` names, read from the end of the file.
    private static func startxref(_ bytes: [UInt8]) throws -> Int {
        let keyword = Array("startxref".utf8)
        var i = bytes.count - keyword.count
        let floor = max(0, bytes.count - 2048)
        while i >= floor {
            if bytes[i] == keyword[0], bytes[i..<i + keyword.count].elementsEqual(keyword) {
                var parser = PDFParser(bytes, at: i + keyword.count)
                let offset = try parser.integer()
                guard offset < bytes.count else { throw PDFParser.failure("startxref beyond the end", at: i) }
                return offset
            }
            i -= 1
        }
        throw PDFParser.failure("no startxref near the end", at: bytes.count)
    }

    /// A classic table after its `xref` keyword, up to and including its trailer; entries already
    /// known (from newer sections) are kept.
    private func readTable(_ parser: inout PDFParser) throws -> PDFDictionary {
        while !parser.accept("trailer") {
            let first = try parser.integer(), count = try parser.integer()
            guard first < 1 << 24, count <= bytes.count / 18 else {
                throw PDFParser.failure("cross-reference section out of range", at: parser.position)
            }
            for number in first..<first + count {
                let offset = try parser.integer(), generation = try parser.integer()
                let at = parser.position
                if parser.accept("n") {
                    if locations[number] == nil { locations[number] = .offset(offset, generation: generation) }
                } else if !parser.accept("f") {
                    throw PDFParser.failure("expected 'n' or 'f'", at: at)
                }
            }
        }
        let at = parser.position
        guard let trailer = try parser.object().dictionary else { throw PDFParser.failure("expected the trailer dictionary", at: at) }
        return trailer
    }

    /// A cross-reference stream at `offset`; returns its dictionary, which serves as the trailer.
    private func readStream(at offset: Int) throws -> PDFDictionary {
        let object = try indirect(at: offset, number: nil)
        guard let dictionary = object.dictionary, dictionary.isNamed("XRef") else {
            throw PDFParser.failure("expected a cross-reference table or stream", at: offset)
        }
        let data = try decodedData(object)
        let widths = dictionary["W"]?.items.compactMap(\.integer) ?? []
        guard widths.count == 3, widths.allSatisfy({ (0...8).contains($0) }), let size = dictionary["Size"]?.integer else {
            throw PDFParser.failure("a cross-reference stream without /W or /Size", at: offset)
        }
        let index = dictionary["Index"]?.items.compactMap(\.integer) ?? [0, size]
        let entry = widths.reduce(0, +)
        var at = 0
        func field(_ width: Int, default value: Int) -> Int {
            guard width > 0 else { return value }
            defer { at += width }
            return data[at..<at + width].reduce(0) { $0 << 8 | Int($1) }
        }
        for pair in stride(from: 0, to: index.count - 1, by: 2) {
            guard (0..<1 << 24).contains(index[pair]), (0...data.count).contains(index[pair + 1]) else {
                throw PDFParser.failure("cross-reference stream /Index out of range", at: offset)
            }
            for number in index[pair]..<index[pair] + index[pair + 1] {
                guard at + entry <= data.count else { throw PDFParser.failure("cross-reference stream too short", at: offset) }
                let type = field(widths[0], default: 1), second = field(widths[1], default: 0), third = field(widths[2], default: 0)
                guard locations[number] == nil else { continue }
                switch type {
                case 1: locations[number] = .offset(second, generation: third)
                case 2: locations[number] = .compressed(stream: second, index: third)
                default: break
                }
            }
        }
        return dictionary
    }

    /// The numbers of the objects the file has, in order.
    var numbers: [Int] { locations.keys.sorted() }

    /// The generation of object `number` (0 for objects in object streams and new ones).
    func generation(of number: Int) -> Int {
        if case .offset(_, let generation)? = locations[number] { return generation }
        return 0
    }

    /// Whether object `number` lies in the file's body, where only a stream can be (not in an object stream).
    func isInBody(_ number: Int) -> Bool {
        if case .offset? = locations[number] { return true }
        return false
    }

    /// Object `number`, nil when the file has none.
    func object(_ number: Int) throws -> Indirect? {
        if let known = cache[number] { return known }
        guard reading.insert(number).inserted else { throw PDFParser.failure("object \(number) refers to itself", at: 0) }
        defer { reading.remove(number) }
        let found: Indirect
        switch locations[number] {
        case nil: return nil
        case .offset(let offset, _)?:
            found = try indirect(at: offset, number: number)
        case .compressed(let stream, let index)?:
            let objects = try objectStream(stream)
            guard index < objects.count else { throw PDFParser.failure("object \(number) not in its object stream \(stream)", at: 0) }
            found = Indirect(value: objects[index], stream: nil)
        }
        cache[number] = found
        return found
    }

    /// `object` itself, or what it refers to (null for a reference to nothing), through at most a few
    /// references in a row.
    func resolved(_ object: PDFObject?) throws -> PDFObject {
        var object = object ?? .null
        for _ in 0..<8 {
            guard let number = object.referenced else { return object }
            object = try self.object(number)?.value ?? .null
        }
        throw PDFParser.failure("references going round", at: 0)
    }

    /// A stream's data with its filter undone: none, or `/FlateDecode` with or without a PNG
    /// predictor. `expected` is the size it should have, when known; more than `limit` bytes fail.
    /// - Throws: `GraphicsError.cairo` for other filters or data that does not inflate.
    func decodedData(_ object: Indirect, expected: Int? = nil, limit: Int = 1 << 28) throws -> [UInt8] {
        guard let dictionary = object.dictionary, let range = object.stream else { return [] }
        let filters = try resolved(dictionary["Filter"])
        let filter = filters.name ?? filters.items.first?.name
        guard filters.items.count <= 1 else { throw PDFParser.failure("a stream with \(filters.items.count) filters", at: range.lowerBound) }
        switch filter {
        case nil: return Array(bytes[range])
        case "FlateDecode"?:
            guard let inflated = ZlibDeflate.decompress(bytes[range], expected: expected, limit: limit) else {
                throw PDFParser.failure("a stream that does not inflate", at: range.lowerBound)
            }
            let parameters = try resolved(dictionary["DecodeParms"])
            return try PDFReader.unpredicted(inflated, parameters.dictionary ?? parameters.items.first?.dictionary, at: range.lowerBound)
        case let other?: throw PDFParser.failure("a stream with the filter /\(other)", at: range.lowerBound)
        }
    }

    /// Inflated data with a PNG predictor (`/Predictor` 10…15) undone, row by row.
    private static func unpredicted(_ data: [UInt8], _ parameters: PDFDictionary?, at position: Int) throws -> [UInt8] {
        let predictor = parameters?["Predictor"]?.integer ?? 1
        guard predictor >= 10 else {
            guard predictor == 1 else { throw PDFParser.failure("a stream with the TIFF predictor", at: position) }
            return data
        }
        let colors = parameters?["Colors"]?.integer ?? 1, bits = parameters?["BitsPerComponent"]?.integer ?? 8
        let columns = parameters?["Columns"]?.integer ?? 1
        guard (1...4).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...(1 << 20)).contains(columns) else {
            throw PDFParser.failure("a stream with predictor parameters out of range", at: position)
        }
        let pixel = max(1, colors * bits / 8), row = (columns * colors * bits + 7) / 8
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: row)
        var line = previous
        var i = 0
        while i + 1 + row <= data.count {
            let type = data[i]
            for x in 0..<row {
                let raw = data[i + 1 + x]
                let left = x >= pixel ? line[x - pixel] : 0, up = previous[x], corner = x >= pixel ? previous[x - pixel] : 0
                switch type {
                case 0: line[x] = raw
                case 1: line[x] = raw &+ left
                case 2: line[x] = raw &+ up
                case 3: line[x] = raw &+ UInt8((Int(left) + Int(up)) / 2)
                case 4:
                    let p = Int(left) + Int(up) - Int(corner)
                    let (pa, pb, pc) = (abs(p - Int(left)), abs(p - Int(up)), abs(p - Int(corner)))
                    line[x] = raw &+ (pa <= pb && pa <= pc ? left : pb <= pc ? up : corner)
                default: throw PDFParser.failure("a stream with PNG row filter \(type)", at: position)
                }
            }
            out += line
            swap(&previous, &line)
            i += 1 + row
        }
        return out
    }

    /// The objects of object stream `number`, in order.
    private func objectStream(_ number: Int) throws -> [PDFObject] {
        if let known = objectStreams[number] { return known }
        guard case .offset? = locations[number], let stream = try object(number), let dictionary = stream.dictionary,
              dictionary.isNamed("ObjStm"), let count = dictionary["N"]?.integer, let first = dictionary["First"]?.integer else {
            throw PDFParser.failure("object \(number) is no object stream", at: 0)
        }
        let data = try decodedData(stream)
        guard (0...data.count / 4).contains(count) else { throw PDFParser.failure("object stream \(number) with /N \(count)", at: 0) }
        var header = PDFParser(data)
        var offsets: [Int] = []
        for _ in 0..<count {
            _ = try header.integer()
            offsets.append(try header.integer())
        }
        let objects = try offsets.map { offset -> PDFObject in
            var parser = PDFParser(data, at: first + offset)
            return try parser.object()
        }
        objectStreams[number] = objects
        return objects
    }

    /// The indirect object at `offset`: `number generation obj`, its value, and its stream's data.
    private func indirect(at offset: Int, number: Int?) throws -> Indirect {
        var parser = PDFParser(bytes, at: offset)
        let found = try parser.integer()
        _ = try parser.integer()
        try parser.expect("obj")
        guard number == nil || number == found else {
            throw PDFParser.failure("object \(found) where the cross-references put \(number ?? 0)", at: offset)
        }
        let value = try parser.object()
        guard parser.accept("stream") else { return Indirect(value: value, stream: nil) }
        parser.skipStreamLineEnd()
        guard let dictionary = value.dictionary else { throw PDFParser.failure("a stream without a dictionary", at: offset) }
        // A length by reference is read without this object's own cache entry, which is not made yet.
        let length = try dictionary["Length"]?.referenced.map { try self.object($0)?.value.integer } ?? dictionary["Length"]?.integer
        guard let length, length >= 0, parser.position + length <= bytes.count else {
            throw PDFParser.failure("a stream whose /Length is missing or beyond the end", at: offset)
        }
        return Indirect(value: value, stream: parser.position..<parser.position + length)
    }
}
