import CCairo
import FolioCore
import Foundation

/// One thread's shaped text: every `TextLayout` built on a font session, by the spec it was built
/// from, so measuring a run of text again (a stack probing its children, `Text.frames` after
/// `sizeThatFits`) and drawing it reuse the one Pango layout instead of shaping it anew; and every
/// `GlyphRun` (an icon, a style's ellipsis), which needs no layout at all.
///
/// Lives on the thread's `FontSession` (Pango layouts are not thread-safe), so it needs no lock, and
/// parallel jobs each shape on their own. A layout is a pure function of its spec and the pinned
/// fonts (a glyph run of its character and style), so a reused one draws exactly the pixels a fresh
/// one would: output never depends on what the cache holds. Bounded: past `capacity` distinct runs
/// it starts over, so a long batch does not grow.
/// Evicting is safe on any thread at any time: the crashes once blamed on it (cairo 1.16 closing a
/// FreeType face another thread was using) are gone at their root, see `FontFaces`.
final class TextLayoutCache {
    private var layouts: [TextLayoutSpec: TextLayout] = [:]
    /// Lone characters shaped without a layout: icons, and the ellipsis of each style.
    private var glyphRuns: [GlyphRun.Key: GlyphRun] = [:]
    /// Distinct runs (layouts and glyph runs together) kept before the cache starts over.
    let capacity: Int
    /// Pango layouts this thread has created (cache misses), for `folio bench`.
    private(set) var created = 0
    /// Glyph runs this thread has shaped (cache misses), for `folio bench`.
    private(set) var glyphRunsShaped = 0

    init(capacity: Int = TextLayoutCache.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// Distinct runs a thread keeps: `FOLIO_LAYOUT_CACHE_CAPACITY` when set (stress tests evict
    /// aggressively with a small one), else the default.
    static let defaultCapacity: Int = {
        if let given = ProcessInfo.processInfo.environment["FOLIO_LAYOUT_CACHE_CAPACITY"], let n = Int(given), n > 0 { return n }
        return 4096
    }()

    /// The layout of `spec`, shaped on `session` the first time it is asked for.
    func layout(_ spec: TextLayoutSpec, session: FontSession) -> TextLayout {
        shaped(spec, in: \.layouts, counting: \.created) { TextLayout(spec, session: session) }
    }

    /// The glyph run of `character` in `style`, shaped on `session` the first time it is asked for.
    func glyphRun(_ character: Unicode.Scalar, style: TextStyle, session: FontSession) -> GlyphRun {
        let key = GlyphRun.Key(character: character, style: style)
        return shaped(key, in: \.glyphRuns, counting: \.glyphRunsShaped) { GlyphRun(key, session: session) }
    }

    /// What `table` holds for `key`, made (and counted) the first time; the cache starts over first
    /// when it holds `capacity` runs.
    private func shaped<Key: Hashable, Value>(_ key: Key, in table: ReferenceWritableKeyPath<TextLayoutCache, [Key: Value]>,
                                              counting count: ReferenceWritableKeyPath<TextLayoutCache, Int>,
                                              _ make: () -> Value) -> Value {
        if let known = self[keyPath: table][key] { return known }
        if layouts.count + glyphRuns.count >= capacity {
            layouts.removeAll(keepingCapacity: true)
            glyphRuns.removeAll(keepingCapacity: true)
        }
        let value = make()
        self[keyPath: count] += 1
        self[keyPath: table][key] = value
        return value
    }

    /// A layout whose metrics are those of `spec`: text measured at a width it fits whole measures as
    /// with no width (same lines, same size and baseline, whatever the alignment), so a stack probing
    /// its children at several widths shapes each once, at its natural length, plus once for every
    /// width it wraps at. So does a single character at any width (a separator probed at no width):
    /// it cannot break, and with room for more than one line no limit ellipsizes it.
    func measuring(_ spec: TextLayoutSpec, session: FontSession) -> TextLayout {
        if let known = layouts[spec] { return known }
        guard let width = spec.width, spec.wraps else { return layout(spec, session: session) }
        let natural = layout(spec.unbounded(alignment: spec.alignment), session: session)
        if TextLayout.fits(naturalWidth: natural.metrics.size.width, in: width, spec.style) { return natural }
        if spec.isOneCharacter, (spec.maxLines ?? 2) > 1 { return natural }
        return layout(spec, session: session)
    }

    /// What `spec` measures: a one-line text at no width (see `TextLayoutSpec.squeezedToEllipsis`)
    /// from the shared glyph run of the ellipsis in its style, anything else from `measuring`.
    func metrics(_ spec: TextLayoutSpec, session: FontSession) -> TextMetrics {
        if let known = layouts[spec] { return known.metrics }
        if let style = spec.squeezedToEllipsis {
            var metrics = glyphRun("…", style: style, session: session).metrics
            metrics.isTruncated = true
            return metrics
        }
        return measuring(spec, session: session).metrics
    }

    /// A layout that draws exactly what `spec` draws: its own if shaped, else the one of no width when
    /// the text fits `spec`'s width whole and its lines start at the same x. Leading lines start at 0
    /// in both; centred or trailing ones do when the box is exactly as wide as the widest line (Pango
    /// aligns a layout without width within it) — or, on a single line, at any alignment of the other.
    func drawing(_ spec: TextLayoutSpec, session: FontSession) -> TextLayout {
        if let known = layouts[spec] { return known }
        guard let width = spec.width else { return layout(spec, session: session) }
        let candidates = spec.leadsAtZero ? [TextAlignment.leading] : [spec.alignment, .leading, .center, .trailing]
        for alignment in candidates {
            guard let natural = layouts[spec.unbounded(alignment: alignment)],
                  TextLayout.fits(naturalWidth: natural.metrics.size.width, in: width, spec.style) else { continue }
            if spec.leadsAtZero, alignment == .leading { return natural }
            let exact = spec.style.letterSpacing <= 0
                && Int64(TextLayout.layoutWidthUnits(width, spec.style)) == Int64((natural.metrics.size.width * 1024).rounded())
            if exact, alignment == spec.alignment || natural.metrics.lineCount == 1 { return natural }
        }
        return layout(spec, session: session)
    }

    /// Forgets every layout and glyph run (the counts of those created stay).
    func removeAll() {
        layouts.removeAll()
        glyphRuns.removeAll()
    }
}

/// Counts of the calling thread's text shaping, for `folio bench` to report Pango layouts per screen.
public enum TextShapingStatistics {
    /// Pango layouts created on the calling thread so far (each a string shaped once).
    public static func layoutsCreated() throws -> Int {
        FontSession.current(try FontLibrary.shared()).layouts.created
    }

    /// Glyph runs (lone characters: icons, each style's ellipsis) shaped on the calling thread so far.
    public static func glyphRunsShaped() throws -> Int {
        FontSession.current(try FontLibrary.shared()).layouts.glyphRunsShaped
    }

    /// Empties the calling thread's layout cache, so the next render shapes as a fresh process would.
    public static func forgetLayouts() throws {
        FontSession.current(try FontLibrary.shared()).layouts.removeAll()
    }
}
