/// Writes animated PNGs (through ``APNGStream``, which takes the frames one at a time as they are
/// drawn): the frames of a clip at a frame rate, each frame's picture compressed by
/// the same fast PNG encoder as every still (its zlib stream, written as APNG frame data). libspng
/// 0.7 neither reads nor writes APNG's chunks, so these are laid out by hand (`PNGChunks`).
/// Runs of identical frames become one frame shown longer; a frame that differs from the one
/// before only in part is written as the rectangle that changed, when that is smaller; the first
/// frame is the file's default image, so a viewer that knows no APNG shows it. Same frames, same bytes.
public enum APNGEncoder {
    /// One picture of a clip and how many frame times it stays on screen.
    public struct Frame: Sendable {
        public var image: RasterImage
        /// Frame times it is shown for (at least 1).
        public var count: Int

        public init(_ image: RasterImage, count: Int = 1) {
            self.image = image
            self.count = max(1, count)
        }
    }

    /// What an encode did, for a closing note or a benchmark.
    public struct Summary: Hashable, Sendable {
        /// Frames in the file, after runs of identical ones were merged.
        public var frames: Int
        /// Of those, how many were written as a changed rectangle rather than the whole picture.
        public var partial: Int
    }

    /// `frames` (consecutive equal pictures merged) as an APNG at `fps` frames a second, looping
    /// `loops` times (0: for ever).
    /// - Throws: `CodecError.invalidArgument` when the pictures differ in size or there are none.
    public static func encode(_ frames: [Frame], fps: Int, loops: Int = 0, level: Int = 6) throws -> [UInt8] {
        try encodeWithSummary(frames, fps: fps, loops: loops, level: level).bytes
    }

    /// As `encode`, with what it did.
    public static func encodeWithSummary(_ frames: [Frame], fps: Int, loops: Int = 0,
                                         level: Int = 6) throws -> (bytes: [UInt8], summary: Summary) {
        var stream = try APNGStream(fps: fps, loops: loops, level: level)
        for frame in frames {
            try stream.append(frame.image)
            for _ in 1..<frame.count { stream.repeatLast() }
        }
        return try stream.finish()
    }

    /// A rectangle of pixels.
    struct Rect: Equatable {
        var x, y, width, height: Int
        init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    }

    /// The part of `next` that differs from `previous`, encoded (with alpha when `alpha`, the file's
    /// colour type): the changed rectangle when that encodes smaller than the whole picture (it
    /// nearly always does), else the whole.
    static func delta(from previous: RasterImage, to next: RasterImage, level: Int, alpha: Bool) throws -> (Rect, PNGEncoder.Image) {
        let whole = Rect(0, 0, next.width, next.height)
        guard let changed = changedRect(previous, next) else {
            // Equal pictures were merged; a 1 × 1 frame keeps the sequence whole if one slips through.
            let one = Rect(0, 0, 1, 1)
            return (one, try crop(next, one).compressed(level: level, keepingAlpha: alpha))
        }
        let part = try crop(next, changed).compressed(level: level, keepingAlpha: alpha)
        // Only a rectangle covering most of the picture can lose to the whole; try the whole then.
        guard changed != whole, changed.width * changed.height * 2 > whole.width * whole.height else { return (changed, part) }
        let full = try next.compressed(level: level, keepingAlpha: alpha)
        return full.data.count < part.data.count ? (whole, full) : (changed, part)
    }

    /// The smallest rectangle holding every pixel that differs between two same-size pictures, or nil.
    static func changedRect(_ a: RasterImage, _ b: RasterImage) -> Rect? {
        let (w, h) = (a.width, a.height)
        var (minX, minY, maxX, maxY) = (w, h, -1, -1)
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let ra = pa.bindMemory(to: UInt32.self), rb = pb.bindMemory(to: UInt32.self)
                for y in 0..<h {
                    let row = y * w
                    var first = -1, last = -1
                    for x in 0..<w where ra[row + x] != rb[row + x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The pixels of `image` inside `rect`.
    static func crop(_ image: RasterImage, _ rect: Rect) -> RasterImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * image.width + rect.x) * 4
            pixels += image.pixels[start..<(start + rect.width * 4)]
        }
        return RasterImage(width: rect.width, height: rect.height, pixels: pixels)
    }

    /// A frame control chunk's data: sequence number (then advanced), rectangle, delay of `count`
    /// frame times at `fps`, dispose none, blend source (the rectangle replaces what was there).
    /// Written by hand: libspng 0.7 has no API for APNG's chunks.
    static func control(_ sequence: inout UInt32, _ rect: Rect, count: Int, fps: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        sequence += 1
        for value in [rect.width, rect.height, rect.x, rect.y] { data.appendBigEndian(UInt32(value)) }
        // The delay is a fraction of two 16-bit numbers: count / fps seconds (long rests split the count down).
        var (numerator, denominator) = (count, fps)
        while numerator > 0xFFFF { (numerator, denominator) = ((numerator + 1) / 2, max(1, denominator / 2)) }
        data += [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF), 0, 0]
        return data
    }
}
