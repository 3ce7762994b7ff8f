/// Reads a deflate stream's bits least significant first, never past its end.
struct BitCursor {
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
