/// `mirrored-layout`: the same screen laid out left to right and right to left, compared. Right to
/// left every leading element — text, an icon, a tap target, a button, pill, badge, row, tile or
/// card — belongs on the mirrored side, its left edge at the screen's width less its left-to-right
/// right edge. One that is not (within a point) was placed by absolute x where a stack, an alignment
/// or a padding would have mirrored it: a row drawn at fixed coordinates, a label pinned by hand.
/// Text is measured on its page's direction, so a line mixing Arabic and a Latin name may break, and
/// so measure, differently the two ways; an element whose width changed is in place when its leading
/// edge mirrored (its right edge right to left at the screen's width less its left-to-right left edge).
/// Elements centred on the screen, as wide as it, inside a drawing that keeps its own geometry (a
/// mascot, a scene, a chart, a picture) or inside content kept left to right (``View/keepsLeftToRight()``,
/// a number) are not checked; nor is anything below an element already reported, or where the two
/// trees differ in shape.
public func lintMirroring(leftToRight: Frame, rightToLeft: Frame) -> [LintFinding] {
    var findings: [LintFinding] = []
    MirrorWalk(width: leftToRight.size.width).compare(leftToRight, rightToLeft, .identity, .identity,
                                                      path: segment(leftToRight, index: nil), into: &findings)
    return findings
}

/// The walk of ``lintMirroring(leftToRight:rightToLeft:)`` over the two trees side by side.
private struct MirrorWalk {
    /// The screen's width, across which right to left mirrors left to right.
    let width: Double
    /// How far an element may stand from its mirrored place, in points.
    static let tolerance = 1.0
    /// Drawings whose insides keep their own geometry right to left.
    static let drawings: Set<Role> = [.mascot, .scene, .chart, .image]
    /// Roles of the frames a reader finds by where they sit.
    static let elements: Set<Role> = [.button, .pill, .badge, .row, .tile, .card, .field, .header]

    func compare(_ l: Frame, _ r: Frame, _ lParent: AffineTransform, _ rParent: AffineTransform, path: String,
                 into findings: inout [LintFinding]) {
        let lToRoot = AffineTransform.translation(x: l.origin.x, y: l.origin.y).concatenating(lParent)
        let rToRoot = AffineTransform.translation(x: r.origin.x, y: r.origin.y).concatenating(rParent)
        let (lRect, rRect) = (lToRoot.apply(l.bounds), rToRoot.apply(r.bounds))
        let expected = width - lRect.maxX
        let leadingMirrored = abs(rRect.maxX - (width - lRect.minX)) <= Self.tolerance
        if isElement(l), abs(lRect.midX - width / 2) > Self.tolerance, lRect.width < width - Self.tolerance,
           abs(rRect.minX - expected) > Self.tolerance, !leadingMirrored {
            let what = l.name.map(quote) ?? text(of: l).map(quote) ?? l.role.rawValue
            findings.append(LintFinding(rule: .mirroredLayout, path: path, message:
                "\(what) is at x \(points(lRect.minX)) left to right and \(points(rRect.minX)) right to left; mirrored, it belongs at x \(points(expected))"))
            return
        }
        guard !Self.drawings.contains(l.role), l.name != LeftToRightKept.frameName, case .group(let lg) = l.item, case .group(let rg) = r.item,
              lg.children.count == rg.children.count else { return }
        let (lInner, rInner) = (lg.transform.concatenating(lToRoot), rg.transform.concatenating(rToRoot))
        for (i, (lc, rc)) in zip(lg.children, rg.children).enumerated() {
            compare(lc, rc, lInner, rInner, path: path + " / " + segment(lc, index: i), into: &findings)
        }
    }

    private func isElement(_ frame: Frame) -> Bool {
        switch frame.item {
        case .text, .icon: true
        default: frame.isTapTarget || Self.elements.contains(frame.role)
        }
    }

    private func text(of frame: Frame) -> String? {
        if case .text(let t) = frame.item { return t.string }
        return nil
    }
}
