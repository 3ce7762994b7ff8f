import FolioApps
import FolioCore
import FolioLayout

/// Every lint rule on one laid-out target: the frame-tree rules, then `pixel-contrast` on its pixels
/// drawn over the theme's background. What `folio lint` prints and the story lint test asserts.
public enum TargetLint {
    /// The findings on `frame`, laid out for `device` in `theme`.
    /// - Throws: what drawing the frame throws.
    public static func findings(_ frame: Frame, theme: Theme, device: Device) throws -> [LintFinding] {
        FolioLayout.lint(frame, theme: theme, others: AppCatalog.themes, device: device)
            + (try PixelContrast.findings(frame, ground: theme.color(.background)))
    }
}
