import CCairo

/// The glyph names of an embedded font program (a Type 1 or CFF subset), read by FreeType: what a
/// PDF/A font descriptor's `/CharSet` lists.
enum FontGlyphNames {
    /// Every glyph's name in `program`, in glyph order (`.notdef` first).
    /// - Throws: `GraphicsError.pdf` when FreeType cannot read the program or it has no glyph names.
    static func names(ofFontProgram program: [UInt8]) throws -> [String] {
        // A library of its own: FreeType's faces may not be created on one library from two threads.
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw GraphicsError.pdf(message: "FreeType could not be initialised") }
        defer { FT_Done_FreeType(library) }
        return try program.withUnsafeBufferPointer { buffer in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) == 0, let face else {
                throw GraphicsError.pdf(message: "FreeType cannot read an embedded Type 1 font")
            }
            defer { FT_Done_Face(face) }
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { throw GraphicsError.pdf(message: "an embedded Type 1 font without glyph names") }
            var name = [CChar](repeating: 0, count: 128)
            return (0..<Int(face.pointee.num_glyphs)).map { glyph in
                _ = FT_Get_Glyph_Name(face, FT_UInt(glyph), &name, FT_UInt(name.count))
                return String(cString: name)
            }
        }
    }
}
