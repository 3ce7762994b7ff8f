import FolioAppsTestSupport
import FolioCore

/// "+N more" text on a screen: inert unless it is part of a real summary row, a tap target of role
/// `.row` with a chevron, that a flow can tap to open the whole list — and always inert where a
/// list was cut to fit (a group named "more").
enum MoreStub {
    /// The "+N more" texts of `frame` outside any such row, in tree order.
    static func inert(in frame: Frame) -> [String] {
        var found: [String] = []
        visit(frame, inRow: false, inCut: false, into: &found)
        return found
    }

    private static func visit(_ frame: Frame, inRow: Bool, inCut: Bool, into found: inout [String]) {
        let cut = inCut || frame.name == "more"
        let row = !cut && (inRow || (frame.role == .row && frame.isTapTarget && hasChevron(frame)))
        if case .text(let text) = frame.item, !row, text.string.range(of: #"^\+\s?\d+\s+more\b"#, options: .regularExpression) != nil {
            found.append(text.string)
        }
        for child in frame.children { visit(child, inRow: row, inCut: cut, into: &found) }
    }

    private static func hasChevron(_ frame: Frame) -> Bool {
        if case .icon(let icon) = frame.item, icon.icon == .chevronRight { return true }
        return frame.children.contains(where: hasChevron)
    }
}
