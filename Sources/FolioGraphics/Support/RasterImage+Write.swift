import FolioCodecs

extension RasterImage {
    /// Writes the image as a PNG file at `path` atomically (temporary file, then rename).
    public func write(to path: String, compressionLevel: Int = 6) throws {
        try AtomicFile.write(png(compressionLevel: compressionLevel), to: path)
    }
}
