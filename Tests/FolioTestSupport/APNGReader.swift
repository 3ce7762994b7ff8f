/// A small reader of animated PNGs for tests: the canvas size, the loop count, and each frame's
/// rectangle, delay and picture as a standalone PNG (its own header and image data), so a test can
/// decode every frame with the ordinary PNG decoder (libspng) and check what a viewer would show.
/// It walks the chunks itself because no library Folio has reads APNG: libspng 0.7 has no API for
/// acTL, fcTL or fdAT.
public struct APNGReader {
    /// One frame as the file states it.
    public struct Frame {
        public var x, y, width, height: Int
        /// How long it shows, in seconds.
        public var delay: Double
        public var delayNumerator: Int, delayDenominator: Int
        public var dispose: UInt8, blend: UInt8
        /// The frame's picture as a PNG of its own.
        public var png: [UInt8]
    }

    public var width = 0, height = 0
    /// The frame count acTL states, and how many times it plays (0: for ever).
    public var declaredFrames = 0, loops = 0
    public var frames: [Frame] = []
    /// The sequence numbers of fcTL and fdAT chunks, in file order.
    public var sequence: [Int] = []
    /// Whether the default image (IDAT) is the first frame (an fcTL comes before it).
    public var defaultImageIsFirstFrame = false

    /// Reads `bytes`; nil when they are not a PNG with an animation control chunk.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        var header: [UInt8] = []
        var offset = 8
        var current: (Frame, [UInt8])?
        var sawIDAT = false
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func finish() {
            guard let (frame, data) = current else { return }
            var ihdr = header
            ihdr.replaceSubrange(0..<8, with: APNGReader.be(frame.width) + APNGReader.be(frame.height))
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += APNGReader.chunk("IHDR", ihdr) + APNGReader.chunk("IDAT", data) + APNGReader.chunk("IEND", [])
            var done = frame
            done.png = png
            frames.append(done)
            current = nil
        }
        while offset + 12 <= bytes.count {
            let length = u32(offset), start = offset + 8
            guard start + length + 4 <= bytes.count else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<start], as: UTF8.self)
            let data = Array(bytes[start..<(start + length)])
            switch type {
            case "IHDR":
                header = data
                (width, height) = (u32(start), u32(start + 4))
            case "acTL": (declaredFrames, loops) = (u32(start), u32(start + 4))
            case "fcTL":
                finish()
                sequence.append(u32(start))
                if !sawIDAT { defaultImageIsFirstFrame = true }
                let (n, d) = (u16(start + 20), u16(start + 22))
                current = (Frame(x: u32(start + 12), y: u32(start + 16), width: u32(start + 4), height: u32(start + 8),
                                 delay: Double(n) / Double(d == 0 ? 100 : d), delayNumerator: n, delayDenominator: d,
                                 dispose: bytes[start + 24], blend: bytes[start + 25], png: []), [])
            case "IDAT":
                sawIDAT = true
                current?.1 += data
            case "fdAT":
                sequence.append(u32(start))
                current?.1 += data.dropFirst(4)
            case "IEND": finish()
            default: break
            }
            offset = start + length + 4
        }
        guard declaredFrames > 0 else { return nil }
    }

    static func be(_ v: Int) -> [UInt8] { PNGBytes.be32(UInt32(truncatingIfNeeded: v)) }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(data.count) + body + PNGBytes.be32(PNGBytes.crc32(body))
    }
}
