import FolioCore
import FolioGraphics
import FolioLayout
import FolioTargets

/// Counts the Pango layouts one screen costs, for `folio bench`: a target laid out and drawn as a
/// @3x PNG on a fresh layout cache (as a process's first render of it would), against the text
/// frames its tree holds. Shaping each distinct run once is the target (at most 1.2 layouts per text
/// frame). Lone characters shaped without a layout (each style's ellipsis) are counted apart.
public enum TextShapingBenchmark {
    /// Layouts created laying out a target, then drawing it, and its text frames.
    struct Count: Sendable, CustomStringConvertible {
        var target: String
        var textFrames: Int
        /// Icon frames, drawn from the icon set: no glyph run, no layout.
        var iconFrames: Int
        var layoutLayouts: Int, drawLayouts: Int
        /// Glyph runs shaped laying out and drawing: icon glyphs, and the ellipsis of each style a
        /// one-line text squeezed to no width measures as.
        var glyphRuns: Int

        /// Layouts per text frame, layout and drawing together.
        var ratio: Double { Double(layoutLayouts + drawLayouts) / Double(max(1, textFrames)) }

        var description: String {
            "text        \(target): \(layoutLayouts + drawLayouts) Pango layouts (\(layoutLayouts) laying out, \(drawLayouts) drawing) "
                + "and \(glyphRuns) glyph runs for \(textFrames) text and \(iconFrames) icon frames, "
                + String(format: "%.2f layouts per text frame (target ≤ 1.20)", ratio)
        }
    }

    /// The count for the target named `name` at @3x in light appearance.
    static func count(_ name: String, measurer: any TextMeasuring) throws -> Count? {
        guard let target = TargetCatalog.target(named: name) else { return nil }
        try TextShapingStatistics.forgetLayouts()
        let start = try TextShapingStatistics.layoutsCreated(), glyphRunsBefore = try TextShapingStatistics.glyphRunsShaped()
        let request = RenderRequest(device: Device.iPhone.scaled(3))
        let frame = try target.frame(request, measurer: measurer)
        let laidOut = try TextShapingStatistics.layoutsCreated()
        _ = try OutputFormat.png.bytes(frame, scale: 3, title: name)
        let drawn = try TextShapingStatistics.layoutsCreated()
        let glyphRuns = try TextShapingStatistics.glyphRunsShaped() - glyphRunsBefore
        var texts = 0, icons = 0
        frame.walk { frame, _, _ in
            if case .text = frame.item { texts += 1 }
            if case .icon = frame.item { icons += 1 }
        }
        return Count(target: name, textFrames: texts, iconFrames: icons, layoutLayouts: laidOut - start, drawLayouts: drawn - laidOut,
                     glyphRuns: glyphRuns)
    }

    /// Prints the count of each of `names` through `print` (a name that is no target prints nothing).
    public static func report(_ names: [String], measurer: any TextMeasuring, print: (String) -> Void) throws {
        for name in names {
            if let count = try count(name, measurer: measurer) { print(String(describing: count)) }
        }
    }
}
