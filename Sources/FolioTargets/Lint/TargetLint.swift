import FolioApps
import FolioCore
import FolioLayout

/// Every lint rule on one laid-out target: the frame-tree rules, then `pixel-contrast` on its pixels
/// drawn over the theme's background, and `untranslated` on the catalog lookups its layout made.
/// What `folio lint` prints and the story lint test asserts.
public enum TargetLint {
    /// The findings on `target` laid out for `request`: those of its frame (below), a string its
    /// layout looked up that fell back to English (`untranslated`), and, right to left, a leading
    /// element that did not mirror (`mirrored-layout`).
    /// - Throws: what laying out and drawing the target throws.
    public static func findings(of target: RenderTarget, _ request: RenderRequest, measurer: any TextMeasuring) throws -> [LintFinding] {
        let (frame, untranslated) = try UntranslatedStrings.recording { try target.frame(request, measurer: measurer) }
        return try findings(frame, theme: Theme(app: target.look, appearance: request.appearance), device: request.device) + untranslated
            + mirroredLayout(target, request, measurer: measurer)
    }

    /// The findings on `frame`, laid out for `device` in `theme`.
    /// - Throws: what drawing the frame throws.
    public static func findings(_ frame: Frame, theme: Theme, device: Device) throws -> [LintFinding] {
        FolioLayout.lint(frame, theme: theme, others: AppCatalog.themes, device: device)
            + (try PixelContrast.findings(frame, ground: theme.color(.background)))
    }
}
