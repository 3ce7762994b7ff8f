import FolioCore
import FolioLayout

extension TargetLint {
    /// The `mirrored-layout` findings on `target` drawn for `request`: when the request runs right to
    /// left (`ar`, `ar-XB`), the target laid out as it is and again left to right in the same
    /// locale, compared by ``lintMirroring(leftToRight:rightToLeft:)``; none for a left-to-right one.
    /// - Throws: what laying the target out throws.
    public static func mirroredLayout(_ target: RenderTarget, _ request: RenderRequest, measurer: any TextMeasuring) throws -> [LintFinding] {
        guard (request.layoutDirection ?? request.locale.layoutDirection) == .rightToLeft else { return [] }
        var leftToRight = request
        leftToRight.layoutDirection = .leftToRight
        return lintMirroring(leftToRight: try target.frame(leftToRight, measurer: measurer),
                             rightToLeft: try target.frame(request, measurer: measurer))
    }
}
