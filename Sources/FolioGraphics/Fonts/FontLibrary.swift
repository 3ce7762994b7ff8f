import CCairo
import Foundation
import Synchronization

/// The private fontconfig configuration holding only the pinned font files, built once per process.
///
/// fontconfig configurations are reference counted and safe to share between threads once built; this
/// one is never changed after `init`. Pango font maps are not shared: see `FontSession`.
///
/// Process-wide rather than per `RenderSession`: fontconfig's current configuration (which Pango's
/// threads read) is the process's, and the FreeType faces `FontFaces` opens for it are shared by every
/// font map of cairo's. Its Sendable conformance is unchecked because `config` is a C pointer; what
/// makes it safe is that both stored properties are `let`, set in `init` and never changed, and that
/// fontconfig locks its own reference counts and caches.
final class FontLibrary: @unchecked Sendable {
    let config: OpaquePointer
    /// The links of the cached font folder → the pinned files (empty when the files were added one by one).
    private let linkTargets: [String: String]

    /// Who opens the FreeType faces of the pinned files.
    enum FaceOpening {
        /// Folio, all of them when the library is made, so cairo never opens nor closes one itself:
        /// what drawing text on several threads at once needs (see `FontFaces`).
        case upFront
        /// cairo, each when it is first drawn with. cairo 1.16 keeps ten such faces open and closes
        /// one to open another, which is safe only while a single thread draws text: a one-shot
        /// process (`OneShotProcess`), which then opens the two to six files a screen uses instead
        /// of all 39 (4–7 ms of its start, most of it the CJK collections and Inter's CFF files).
        /// Same files, same FreeType: the glyphs are the same.
        case asDrawn
    }

    /// A configuration of `files` alone, their faces opened as `faces` says (the process's own is
    /// `shared()`; tests make others).
    init(files: [String], faces: FaceOpening) throws {
        let missing = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard missing.isEmpty else { throw GraphicsError.fontMissing(paths: missing) }
        let config: OpaquePointer
        if let directory = FontDirectory.make(for: files), let cached = Self.config(from: directory) {
            config = cached
            linkTargets = directory.targets
        } else {
            guard let created = FcConfigCreate() else { throw GraphicsError.fontSetup(reason: "FcConfigCreate failed") }
            config = created
            linkTargets = [:]
            for file in files where withFcString(file, { FcConfigAppFontAddFile(config, $0) }) == 0 {
                FcConfigDestroy(config)
                throw GraphicsError.fontSetup(reason: "fontconfig cannot read \(file)")
            }
        }
        guard withFcString(Self.bitmapScaling, { FcConfigParseAndLoadFromMemory(config, $0, 1) }) != 0 else {
            FcConfigDestroy(config)
            throw GraphicsError.fontSetup(reason: "fontconfig refused the bitmap scaling rule")
        }
        FcConfigSetRescanInterval(config, 0)
        if faces == .upFront {
            do {
                try FontFaces.attach(to: config)
            } catch {
                FcConfigDestroy(config)
                throw error
            }
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// A configuration of the folder of links read through fontconfig's cache (written on first use),
    /// holding a face or more of every link; nil when it cannot be made so.
    static func config(from directory: FontDirectory) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let cacheRule = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(directory.cache)</cachedir></fontconfig>"
        var files = Set<String>()
        if withFcString(cacheRule, { FcConfigParseAndLoadFromMemory(config, $0, 1) }) != 0,
           withFcString(directory.fonts, { FcConfigAppFontAddDir(config, $0) }) != 0,
           let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                if let font = set.pointee.fonts[i], let file = file(ofPattern: font) { files.insert(file) }
            }
        }
        guard files == Set(directory.targets.keys) else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// Fontconfig's own rule for fonts without outlines (10-scale-bitmap-fonts.conf, which a private
    /// configuration lacks): scale their fixed bitmap strikes to the requested size. Without it Cairo 1.16
    /// draws Noto Color Emoji at its 109-pixel strike whatever the text size.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// The process's library once made, and how its faces are to be opened until then, under one lock.
    private static let process = Mutex<(instance: FontLibrary?, faces: FaceOpening)>((nil, .upFront))

    /// The process-wide library of the pinned fonts; throws (each time) while any file is missing.
    static func shared() throws -> FontLibrary {
        try process.withLock { process in
            if let instance = process.instance { return instance }
            let library = try FontLibrary(files: Fonts.pinnedFiles, faces: process.faces)
            // fontconfig's default configuration is this one: Pango starts a thread that initialises the
            // default and waits for it before its first font, and the machine's (fonts.conf with its fifty
            // included files, the caches of every installed font) is not read at all. Should it fail, only
            // that time is lost: every font map is given this configuration outright.
            _ = FcConfigSetCurrent(library.config)
            process.instance = library
            return library
        }
    }

    /// Makes the shared library, when it is made, leave the faces to cairo (`FaceOpening.asDrawn`);
    /// false, changing nothing, when it exists already. See `OneShotProcess`.
    static func openSharedFacesAsDrawn() -> Bool {
        process.withLock { process in
            guard process.instance == nil else { return false }
            process.faces = .asDrawn
            return true
        }
    }

    /// The file fontconfig picks from this configuration for `family` (after its default substitutions),
    /// or nil when nothing matches; used to prove the machine's other fonts are out of reach.
    func matchFile(family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = withFcString(family) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return Self.file(of: match)
    }

    /// The `FC_FILE` of a fontconfig pattern.
    /// (A link of the cached font folder is reported as the pinned file it points to.)
    static func file(of pattern: OpaquePointer) -> String? {
        guard let file = file(ofPattern: pattern) else { return nil }
        return (try? shared().linkTargets[file]) ?? file
    }

    /// The `FC_FILE` of a pattern as fontconfig holds it.
    private static func file(ofPattern pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// Passes a Swift string to a fontconfig function that takes `const FcChar8 *`.
func withFcString<R>(_ text: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
    text.withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: text.utf8.count + 1, body) }
}
