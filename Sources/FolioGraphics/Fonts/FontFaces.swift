import CCairo
import Foundation
import Synchronization

/// The FreeType faces of the pinned fonts, opened once per process and never closed, put into every
/// font pattern of the configuration (`FC_FT_FACE`) so cairo draws from them instead of opening faces
/// of its own.
///
/// Why: cairo 1.16 keeps at most ten FreeType faces of files open in the whole process. To open an
/// eleventh it closes one it takes for unused, reading the other font's lock count without that
/// font's mutex, and opens faces outside its own lock. With more than ten pinned files (Folio has 39)
/// and two threads drawing text, one thread's `FT_Done_Face` freed a face another thread was scaling
/// (`FT_Set_Char_Size`): "error occurred in libfreetype", SIGSEGV or a corrupt heap, in parallel
/// storybooks and golden checks — more often the more glyphs had to be loaded again, which is why
/// evicting cached layouts (and with them their fonts' glyph caches) made it worse.
/// A face given in the pattern is one cairo never closes nor counts against its ten
/// (`from_face`), and each is used only under its cairo font's own mutex, as FreeType requires of a
/// face shared between threads. Same files, same FreeType: the glyphs are the same.
enum FontFaces {
    /// Gives every pattern of `config`'s application fonts an `FC_FT_FACE` of its file and index.
    /// - Throws: `GraphicsError.fontSetup` when FreeType cannot open a file (the configuration is
    ///   left as it was).
    static func attach(to config: OpaquePointer) throws {
        guard let library = Self.library else { throw GraphicsError.fontSetup(reason: "FreeType could not be initialised") }
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { throw GraphicsError.fontSetup(reason: "the configuration has no fonts") }
        var opened: [String: FT_Face] = [:]
        var replacements: [(Int, OpaquePointer)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i], Self.isAskedFor(pattern) else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
                throw GraphicsError.fontSetup(reason: "a pinned font pattern has no file")
            }
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            let path = String(cString: file)
            let key = "\(index)\u{0}\(path)"
            let face: FT_Face
            if let known = opened[key] {
                face = known
            } else {
                var created: FT_Face?
                guard FT_New_Face(library, path, FT_Long(index), &created) == 0, let created else {
                    throw GraphicsError.fontSetup(reason: "FreeType cannot open \(path) (face \(index))")
                }
                opened[key] = created
                face = created
            }
            guard let copy = FcPatternDuplicate(pattern) else { throw GraphicsError.fontSetup(reason: "out of memory") }
            guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                FcPatternDestroy(copy)
                throw GraphicsError.fontSetup(reason: "fontconfig refused a FreeType face")
            }
            replacements.append((i, copy))
        }
        for (i, copy) in replacements {
            let old = set.pointee.fonts[i]
            set.pointee.fonts[i] = copy
            if let old { FcPatternDestroy(old) }
        }
    }

    /// Families Folio asks Pango for: a face of another family in a pinned file (Noto Sans CJK's
    /// Korean, Chinese and mono faces, which cover no character its Japanese face lacks) is left to
    /// cairo, since opening all eighteen would cost 20 MB; cairo only closes faces it opened itself
    /// when more than ten of those are in use, which these never reach.
    static let askedFamilies: Set<String> = Set((["Inter", "Inter Display"] + Fonts.fallbackFamilies).map(familyKey))

    /// A family name as fontconfig compares it: case and blanks ignored ("Noto Sans Symbols 2" is the
    /// file's "Noto Sans Symbols2").
    static func familyKey(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    private static func isAskedFor(_ pattern: OpaquePointer) -> Bool {
        var n: Int32 = 0
        var family: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, n, &family) == FcResultMatch, let name = family {
            if askedFamilies.contains(familyKey(String(cString: name))) { return true }
            n += 1
        }
        return false
    }

    /// The FreeType library the faces belong to: one for the process, never freed (cairo may hold its
    /// faces until the process ends). Unsafe only in name (`FT_Library` is a C pointer, not `Sendable`):
    /// it is written once, by this initialiser, and then only read; faces are opened from it by `attach`,
    /// which runs while a `FontLibrary` is made — for the process's own under `FontLibrary`'s lock.
    nonisolated(unsafe) private static let library: FT_Library? = {
        var library: FT_Library?
        return FT_Init_FreeType(&library) == 0 ? library : nil
    }()
}

/// Every cairo font face the layouts have drawn with, held for the life of the process.
///
/// cairo 1.16 links the font faces of one FreeType face in a list it changes without a lock when a
/// face is made (`cairo_ft_font_face_create_for_pattern`, which every Pango font calls) and when the
/// last reference to one goes. With layouts evicted from the caches, fonts come and go on every
/// thread; a face that never goes leaves that list changed only by additions. There are a few dozen
/// (one per pinned file and font options), so keeping them costs nothing.
final class FontFacePins {
    /// The addresses of the faces held, under their lock.
    private static let held = Mutex<Set<Int>>([])
    /// The faces this thread has seen held already (no lock needed for those).
    private var known: Set<UnsafeMutableRawPointer> = []

    /// Holds the cairo font face of every run of `layout`.
    func pin(_ layout: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font { pin(font) }
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Holds the cairo font face of `font`.
    func pin(_ font: UnsafeMutablePointer<PangoFont>) {
        // Every font of a PangoCairo font map is a PangoCairoFont (an interface cast, which C does by cast).
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let face = cairo_scaled_font_get_font_face(scaled) else { return }
        let key = UnsafeMutableRawPointer(face)
        guard known.insert(key).inserted else { return }
        Self.held.withLock { held in
            if held.insert(Int(bitPattern: key)).inserted { cairo_font_face_reference(face) }
        }
    }

    /// Faces held in the whole process (for tests).
    static var count: Int { held.withLock { $0.count } }
}
