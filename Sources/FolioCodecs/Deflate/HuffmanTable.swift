/// A canonical Huffman code: a lookup table indexed by the next few bits for the short codes, which
/// are nearly all of a stream's, and a walk down the canonical code for the longer ones (building a
/// table as wide as a 15-bit code for every block costs more than walking a whole stream).
struct HuffmanTable {
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
