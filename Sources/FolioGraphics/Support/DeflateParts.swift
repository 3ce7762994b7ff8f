import CCairo

/// One zlib stream made of parts compressed independently, as parallel gzip does: each part is a raw
/// deflate stream from libdeflate, every part but the last has its final block's BFINAL bit cleared and
/// ends in an empty stored block (which brings it to a byte boundary), and the Adler-32s of the parts
/// are combined. The parts can be compressed on as many cores as there are; the stream depends only on
/// how the input was cut, so it is the same bytes on one core or many.
enum DeflateParts {
    /// `count` bytes at `input` as one part of a stream at `level` (0…12): raw deflate that ends the
    /// stream when `last`, and otherwise leads on, byte-aligned, to the next part. Nil when libdeflate
    /// refuses the level, or (a bug in `FinalBlock`) when its stream cannot be walked to its end.
    static func part(_ input: UnsafeRawPointer?, count: Int, level: Int, last: Bool) -> Part? {
        guard (0...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, count)
        var bytes = [UInt8](unsafeUninitializedCapacity: bound) { output, written in
            written = libdeflate_deflate_compress(compressor, input, count, output.baseAddress, bound)
        }
        guard !bytes.isEmpty else { return nil }
        if !last {
            // libdeflate writes well-formed streams, so not finding the final block is a bug in the walk.
            guard let end = FinalBlock(in: bytes) else { return nil }
            bytes[end.headerBit >> 3] &= ~(1 << UInt8(end.headerBit & 7))
            // After the last code: a stored block header (BFINAL 0, BTYPE 00), padding, LEN 0, NLEN ~0.
            let index = end.endBit >> 3, used = (end.endBit + 3 + 7) >> 3
            bytes.removeLast(max(0, bytes.count - used))
            while bytes.count < used { bytes.append(0) }
            bytes[index] &= UInt8((1 << (end.endBit & 7)) - 1)
            for i in index + 1..<used { bytes[i] = 0 }
            bytes += [0x00, 0x00, 0xFF, 0xFF]
        }
        return Part(bytes: bytes, count: count, adler: count == 0 ? 1 : libdeflate_adler32(1, input, count))
    }

    /// The zlib stream of `parts` in order (the last made with `last: true`), with the header libdeflate
    /// writes for `level`.
    static func stream(_ parts: [Part], level: Int) -> [UInt8] {
        var out = header(level: level)
        out.reserveCapacity(parts.reduce(6) { $0 + $1.bytes.count })
        var adler: UInt32 = 1
        for part in parts {
            out += part.bytes
            adler = combine(adler, part.adler, count: part.count)
        }
        out.appendBigEndian(adler)
        return out
    }

    /// A compressed part, how many input bytes it holds and their Adler-32.
    struct Part {
        let bytes: [UInt8]
        let count: Int
        let adler: UInt32
    }

    /// The two bytes libdeflate starts a zlib stream with: deflate, 32 KiB window, and the level's class.
    static func header(level: Int) -> [UInt8] {
        let levelClass: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level < 8 ? 2 : 3
        var value: UInt16 = 0x78 << 8 | levelClass << 6
        value += 31 - value % 31
        return [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// The Adler-32 of two byte runs one after the other, from the Adler-32 of each and the length of
    /// the second.
    static func combine(_ first: UInt32, _ second: UInt32, count: Int) -> UInt32 {
        let base: UInt64 = 65521
        let rem = UInt64(count) % base
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + rem * a1 + base - rem) % base
        return UInt32(b << 16 | a)
    }
}

/// Where a raw deflate stream's final block starts (the bit holding its BFINAL flag) and where its
/// end-of-block code ends, found by walking every block's codes. Nil when the bytes are not a whole,
/// well-formed stream.
struct FinalBlock {
    let headerBit: Int
    let endBit: Int

    init?(in bytes: [UInt8]) {
        guard let found = bytes.withUnsafeBufferPointer({ buffer -> (Int, Int)? in
            var bits = BitCursor(buffer)
            return Self.walk(&bits)
        }) else { return nil }
        (headerBit, endBit) = found
    }

    private static func walk(_ bits: inout BitCursor) -> (Int, Int)? {
        while true {
            let headerBit = bits.position
            guard let final = bits.take(1), let type = bits.take(2) else { return nil }
            switch type {
            case 0:
                bits.align()
                guard let length = bits.take(16), let inverse = bits.take(16), length ^ inverse == 0xFFFF,
                      bits.skip(length * 8) else { return nil }
            case 1:
                guard codes(&bits, HuffmanTable.fixedLiterals, HuffmanTable.fixedDistances) else { return nil }
            case 2:
                guard let (literals, distances) = dynamicTables(&bits),
                      codes(&bits, literals, distances) else { return nil }
            default:
                return nil
            }
            if final == 1 { return (headerBit, bits.position) }
        }
    }

    /// Reads a dynamic block's code lengths and builds its two tables.
    private static func dynamicTables(_ bits: inout BitCursor) -> (HuffmanTable, HuffmanTable)? {
        guard let hlit = bits.take(5), let hdist = bits.take(5), let hclen = bits.take(4) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<hclen + 4 {
            guard let length = bits.take(3) else { return nil }
            lengthLengths[order[i]] = UInt8(length)
        }
        guard let lengthTable = HuffmanTable(lengthLengths) else { return nil }
        let total = hlit + 257 + hdist + 1
        var lengths: [UInt8] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            guard let symbol = lengthTable.decode(&bits) else { return nil }
            switch symbol {
            case 0..<16:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last, let repeats = bits.take(2) else { return nil }
                lengths += repeatElement(previous, count: 3 + repeats)
            case 17:
                guard let repeats = bits.take(3) else { return nil }
                lengths += repeatElement(0, count: 3 + repeats)
            default:
                guard let repeats = bits.take(7) else { return nil }
                lengths += repeatElement(0, count: 11 + repeats)
            }
        }
        guard lengths.count == total, lengths[256] > 0,
              let literals = HuffmanTable(Array(lengths[..<(hlit + 257)])),
              let distances = HuffmanTable(Array(lengths[(hlit + 257)...])) else { return nil }
        return (literals, distances)
    }

    /// Walks a Huffman block's codes up to and including its end-of-block code.
    private static func codes(_ bits: inout BitCursor, _ literals: HuffmanTable, _ distances: HuffmanTable) -> Bool {
        // While eight bytes lie ahead, one word holds the next code and, for a match, its extra bits, its
        // distance code and their extra bits (at most 15 + 5 + 15 + 13 bits).
        while bits.wordAhead {
            let word = bits.peek()
            let (symbol, length) = literals.lookup(word)
            guard length > 0 else { return false }
            if symbol < 256 { bits.advance(length); continue }
            if symbol == 256 { bits.advance(length); return true }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { return false }
            let used = length + lengthExtra[lengthCode]
            let (distance, distanceLength) = distances.lookup(word >> UInt64(used))
            guard distanceLength > 0, distance < 30 else { return false }
            bits.advance(used + distanceLength + (distance < 4 ? 0 : distance / 2 - 1))
        }
        // The last bytes, each step checked against the end.
        while let symbol = literals.decode(&bits) {
            if symbol < 256 { continue }
            if symbol == 256 { return true }
            let lengthCode = symbol - 257
            // The length's extra bits come before the distance code, the distance's after it.
            guard lengthCode < 29, bits.skip(lengthExtra[lengthCode]), let distance = distances.decode(&bits),
                  distance < 30, bits.skip(distance < 4 ? 0 : distance / 2 - 1) else { return false }
        }
        return false
    }

    /// The extra bits after each length code 257…285.
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
}

/// Reads a deflate stream's bits least significant first, never past its end.
private struct BitCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next up to 57 bits without moving, zeros past the end.
    @inline(__always)
    func peek() -> UInt64 {
        let index = position >> 3
        var word: UInt64 = 0
        if index + 8 <= bytes.count, let base = bytes.baseAddress {
            word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        } else {
            for i in 0..<max(0, min(8, bytes.count - index)) { word |= UInt64(bytes[index + i]) << (i * 8) }
        }
        return word >> UInt64(position & 7)
    }

    /// Moves past `count` bits, false (staying put) when that would go past the end.
    mutating func skip(_ count: Int) -> Bool {
        guard count <= bytes.count * 8 - position else { return false }
        position += count
        return true
    }

    mutating func take(_ count: Int) -> Int? {
        let value = Int(peek() & (1 << UInt64(count) - 1))
        return skip(count) ? value : nil
    }

    mutating func align() { position = (position + 7) & ~7 }

    /// Whether a whole 8-byte word lies ahead, so `peek` has at least 57 real bits.
    var wordAhead: Bool { (position >> 3) + 8 <= bytes.count }

    /// Moves past `count` bits that `wordAhead` said are there (at most 57).
    mutating func advance(_ count: Int) { position += count }
}

/// A canonical Huffman code: a lookup table indexed by the next few bits for the short codes, which
/// are nearly all of a stream's, and a walk down the canonical code for the longer ones (building a
/// table as wide as a 15-bit code for every block costs more than walking a whole stream).
private struct HuffmanTable {
    /// For each value of the next `bits` bits: symbol << 4 | code length where a code that short starts
    /// so, `longer` where a longer code does, 0 where none does.
    private let entries: [UInt32]
    /// How many codes there are of each length, and the symbols in canonical order.
    private let counts: [Int]
    private let symbols: [Int]

    private static let bits = 10
    private static let longer: UInt32 = 1 << 4

    /// The table of the code with these lengths per symbol (0: unused; all 0: a code with no symbols,
    /// as a block without matches may give its distances); nil when they over-subscribe.
    init?(_ lengths: [UInt8]) {
        let maxLength = Int(lengths.max() ?? 0)
        guard maxLength <= 15 else { return nil }
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var next = [Int](repeating: 0, count: 16), offsets = [Int](repeating: 0, count: 16)
        var code = 0, left = 1
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
            offsets[length] = length == 1 ? 0 : offsets[length - 1] + counts[length - 1]
            left = left * 2 - counts[length]
            if left < 0 { return nil }
        }
        let width = min(maxLength, Self.bits)
        var entries = [UInt32](repeating: 0, count: 1 << width)
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            symbols[offsets[length]] = symbol
            offsets[length] += 1
            var reversed = 0, value = next[length]
            next[length] += 1
            for _ in 0..<length { reversed = reversed << 1 | value & 1; value >>= 1 }
            if length > width {
                entries[reversed & (1 << width - 1)] = Self.longer
                continue
            }
            for index in stride(from: reversed, to: 1 << width, by: 1 << length) {
                entries[index] = UInt32(symbol) << 4 | UInt32(length)
            }
        }
        self.entries = entries
        self.counts = counts
        self.symbols = symbols
    }

    /// The symbol whose code starts `bits` (least significant first) and the code's length; length 0
    /// where no code starts that way.
    @inline(__always)
    func lookup(_ bits: UInt64) -> (symbol: Int, length: Int) {
        let entry = entries[Int(bits & UInt64(entries.count - 1))]
        if entry & 15 != 0 { return (Int(entry >> 4), Int(entry & 15)) }
        return entry == Self.longer ? walk(bits) : (0, 0)
    }

    /// A code longer than the table, bit by bit down the canonical code (as zlib's puff does).
    private func walk(_ bits: UInt64) -> (symbol: Int, length: Int) {
        var code = 0, first = 0, index = 0, rest = bits
        for length in 1...15 {
            code |= Int(rest & 1)
            rest >>= 1
            if code - first < counts[length] { return (symbols[index + code - first], length) }
            index += counts[length]
            first = (first + counts[length]) << 1
            code <<= 1
        }
        return (0, 0)
    }

    /// The next symbol, nil at an unused code or past the end.
    func decode(_ bits: inout BitCursor) -> Int? {
        let (symbol, length) = lookup(bits.peek())
        guard length > 0, bits.skip(length) else { return nil }
        return symbol
    }

    static let fixedLiterals = HuffmanTable(
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))!
    static let fixedDistances = HuffmanTable([UInt8](repeating: 5, count: 30))!
}
