/// An animated PNG written as its frames are drawn: each picture is compared with the one shown
/// before and encoded at once (the changed rectangle, or the whole), so memory holds two pictures
/// and the compressed frames, never the clip. A picture equal to the one shown only makes that one
/// stay longer. ``finish()`` puts the header and the frame count in front.
public struct APNGStream {
    private let fps: Int, loops: Int, level: Int
    /// The picture on screen now (the last one that differed from the one before it).
    private var shown: RasterImage?
    /// The shown picture's frame, encoded, waiting for its duration: where it goes and its data.
    private var pending: (rect: APNGEncoder.Rect, data: [UInt8])?
    private var pendingCount = 0
    /// The first picture's header and colour type (the file's own).
    private var still: PNGEncoder.Image?
    /// The frame chunks written so far (fcTL, then IDAT for the first, fdAT after).
    private var body: [UInt8] = []
    private var sequence: UInt32 = 0
    private var frames = 0, partial = 0

    /// A stream at `fps` frames a second, looping `loops` times (0: for ever), compressed at `level`.
    /// - Throws: `CodecError.invalidArgument` for a frame rate outside 1…1000.
    public init(fps: Int, loops: Int = 0, level: Int = 6) throws {
        guard (1...1000).contains(fps) else { throw CodecError.invalidArgument("\(fps) frames a second") }
        (self.fps, self.loops, self.level) = (fps, loops, level)
    }

    /// Adds one frame time showing `image`.
    /// - Throws: `CodecError.invalidArgument` when its size or colours differ from the first's.
    public mutating func append(_ image: RasterImage) throws {
        if let shown, shown == image {
            pendingCount += 1
            return
        }
        guard let shown, let still else {
            let first = try image.compressed(level: level)
            still = first
            pending = (APNGEncoder.Rect(0, 0, image.width, image.height), first.data)
            (self.shown, pendingCount) = (image, 1)
            return
        }
        guard image.width == shown.width, image.height == shown.height else {
            throw CodecError.invalidArgument("the frames of an animated PNG must share one size")
        }
        // Every frame takes the first's colour type: with alpha when it had some; else a frame that
        // is not opaque is shown over the picture before it, as a viewer would blend it.
        let alpha = still.colourType == 6
        let image = alpha || image.isOpaque ? image : image.composited(over: shown)
        if image == shown {
            pendingCount += 1
            return
        }
        let (rect, encoded) = try APNGEncoder.delta(from: shown, to: image, level: level, alpha: alpha)
        guard encoded.colourType == still.colourType else {
            throw CodecError.invalidArgument("a frame's colours (PNG colour type \(encoded.colourType)) differ from the first's (\(still.colourType))")
        }
        flush()
        if rect.width != image.width || rect.height != image.height { partial += 1 }
        pending = (rect, encoded.data)
        (self.shown, pendingCount) = (image, 1)
    }

    /// Shows the current picture one frame time longer (the next frame's tree is the same).
    public mutating func repeatLast() {
        if shown != nil { pendingCount += 1 }
    }

    /// The file, and what went into it. The chunks are laid out by hand (`PNGChunks`): libspng 0.7
    /// writes no acTL, fcTL or fdAT, and takes no image data compressed elsewhere.
    /// - Throws: `CodecError.invalidArgument` when no frame was added.
    public mutating func finish() throws -> (bytes: [UInt8], summary: APNGEncoder.Summary) {
        flush()
        guard let still else { throw CodecError.invalidArgument("an animated PNG needs at least one frame") }
        var png = [UInt8].pngSignature
        png.reserveCapacity(body.count + 256)
        png.appendChunk("IHDR", still.header)
        for (type, data) in PNGEncoder.ancillary(pixelsPerPoint: 1) { png.appendChunk(type, data) }
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frames))
        actl.appendBigEndian(UInt32(max(0, loops)))
        png.appendChunk("acTL", actl)
        png += body
        png.appendChunk("IEND", [])
        return (png, APNGEncoder.Summary(frames: frames, partial: partial))
    }

    /// Writes the pending frame, now that its duration is known (fcTL and fdAT by hand, as no
    /// library writes them).
    private mutating func flush() {
        guard let (rect, data) = pending else { return }
        body.appendChunk("fcTL", APNGEncoder.control(&sequence, rect, count: pendingCount, fps: fps))
        if frames == 0 {
            body.appendChunk("IDAT", data)
        } else {
            var fdat: [UInt8] = []
            fdat.reserveCapacity(data.count + 4)
            fdat.appendBigEndian(sequence)
            sequence += 1
            body.appendChunk("fdAT", fdat + data)
        }
        frames += 1
        pending = nil
    }
}
