import CCairo
import FolioCore

/// One thread's shaped text: every `TextLayout` built on a font session, by the spec it was built
/// from, so measuring a run of text again (a stack probing its children, `Text.frames` after
/// `sizeThatFits`) and drawing it reuse the one Pango layout instead of shaping it anew.
///
/// Lives on the thread's `FontSession` (Pango layouts are not thread-safe), so it needs no lock, and
/// parallel jobs each shape on their own. A layout is a pure function of its spec and the pinned
/// fonts, so a reused one draws exactly the pixels a fresh one would: output never depends on what
/// the cache holds. Bounded: past `capacity` distinct runs it starts over, so a long batch does not grow.
final class TextLayoutCache {
    private var layouts: [TextLayoutSpec: TextLayout] = [:]
    /// Distinct runs kept before the cache starts over.
    let capacity: Int
    /// Pango layouts this thread has created (cache misses), for `folio bench`.
    private(set) var created = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The layout of `spec`, shaped on `session` the first time it is asked for.
    func layout(_ spec: TextLayoutSpec, session: FontSession) -> TextLayout {
        if let known = layouts[spec] { return known }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let layout = TextLayout(spec, session: session)
        created += 1
        layouts[spec] = layout
        return layout
    }

    /// Forgets every layout (the count of created layouts stays).
    func removeAll() {
        layouts.removeAll()
    }
}

/// Counts of the calling thread's text shaping, for `folio bench` to report Pango layouts per screen.
public enum TextShapingStatistics {
    /// Pango layouts created on the calling thread so far (each a string shaped once).
    public static func layoutsCreated() throws -> Int {
        FontSession.current(try FontLibrary.shared()).layouts.created
    }

    /// Empties the calling thread's layout cache, so the next render shapes as a fresh process would.
    public static func forgetLayouts() throws {
        FontSession.current(try FontLibrary.shared()).layouts.removeAll()
    }
}
