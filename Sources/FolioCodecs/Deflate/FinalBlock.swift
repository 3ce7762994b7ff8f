// The one place Folio reads deflate structure by hand, and why it must: the PNG encoder's bands are
// compressed by libdeflate on every core, and libdeflate has no flush API (no way to end a part on a
// byte boundary without ending the stream), so each band's final block is found here, its BFINAL bit
// cleared and a byte-aligning empty stored block written after it (`DeflateParts`). zlib 1.2.13's
// Z_SYNC_FLUSH join (pigz's way, no walk) was measured against it in alternated release runs on 2
// loaded cores: the @3x screen encoded 3.5× faster than Cairo's writer against 5.4× here (median of
// 3), about 1.5× slower, with 1 % more bytes; a share card (Up, level 2) came out 17 % bigger (496,810
// against 426,302 bytes). zlib-ng, which has flushes at libdeflate's speed, is not packaged in Debian
// bookworm. The walk costs about 3 % of a card's CPU. Fuzzed against libdeflate, zlib's `uncompress`
// and libspng in DeflatePartsTests and PNGBandTests.

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
