/// Every cache a render keeps pixels in, for as long as its caller wants them kept.
///
/// The caller makes a session and hands it to each render that should share its caches: a batch of
/// share cards, the server or a storybook passes one session to all its frames, so the backdrop
/// gradient a card shares with the next is drawn twice and copied from then on. A render given no
/// session makes its own, which keeps nothing past that render. Output never depends on what a
/// session holds: a picture has the same bytes from a fresh session as from one that drew a thousand.
///
/// What a session holds, each bounded by its budget:
/// - `coveringPaints`: opaque gradients covering a whole canvas (`CoveringPaintCache`).
/// - `gradientRects`: gradients filling rectangles, for `RenderOptions.reusesGradients` (`GradientRectCache`).
///
/// What it does not hold, and why:
/// - The fonts (`FontLibrary`, `FontFaces`): one private fontconfig configuration and one set of
///   FreeType faces per process. fontconfig's current configuration is process-wide (Pango's threads
///   read it), and cairo 1.16 shares its FreeType faces between all its font maps, so faces opened per
///   session would still be one process's (see `FontFaces` for the crash that taught this).
/// - Shaped text (`TextLayoutCache`): one per thread, on that thread's `FontSession`, because Pango's
///   font maps and layouts belong to one thread. The text was shaped while the tree was laid out
///   (`PangoTextMeasurer`, before any render), and drawing reuses those layouts.
///
/// Sendable without a promise: its caches are `Sendable` themselves, each behind its own lock, so
/// renders on many threads can share one session.
public final class RenderSession: Sendable {
    /// Opaque gradients covering a whole canvas, copied instead of drawn.
    let coveringPaints: CoveringPaintCache
    /// Gradients filling rectangles, taken from an image of them.
    let gradientRects: GradientRectCache

    /// A session whose caches keep at most the given bytes of pixels each (64 and 48 MB by default:
    /// a share card's backdrop at 1080 × 1350 is 5.8 MB).
    public init(coveringPaintBudget: Int = 64 << 20, gradientBudget: Int = 48 << 20) {
        coveringPaints = CoveringPaintCache(budget: coveringPaintBudget)
        gradientRects = GradientRectCache(budget: gradientBudget)
    }

    /// What the session's caches did so far: paints copied instead of drawn, images of gradients made,
    /// and the bytes of pixels kept now (never more than the two budgets together).
    public var statistics: (coveringPaintsCopied: Int, gradientImagesMade: Int, keptBytes: Int) {
        (coveringPaints.copied, gradientRects.made, coveringPaints.keptBytes + gradientRects.keptBytes)
    }
}
