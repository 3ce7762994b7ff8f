@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// A Commit Button that cannot be pressed yet looks it and is not a target; pressed later, it is
/// the accent pill again.
final class CommitButtonStateTests: XCTestCase {
    func testADisabledCommitIsQuietGreyAndNoTapTarget() throws {
        let off = ControlsTree(CommitButton("Check in", expands: true, isEnabled: false), width: 353)
        let on = ControlsTree(CommitButton("Check in", expands: true), width: 353)
        let offPill = try XCTUnwrap(off.first(.pill, "Check in"))
        let onPill = try XCTUnwrap(on.first(.pill, "Check in"))
        XCTAssertEqual(off.nodes.filter(\.frame.isTapTarget).count, 0, "nothing to tap until it can commit")
        XCTAssertEqual(on.nodes.filter(\.frame.isTapTarget).count, 1)
        XCTAssertEqual(offPill.rect.size, onPill.rect.size, "the pill keeps its place and size")
        let ink = { (tree: ControlsTree) -> Color? in
            guard case .text(let t)? = tree.text("Check in")?.frame.item, case .solid(let c) = t.color else { return nil }
            return c
        }
        XCTAssertEqual(ink(off), off.theme.color(.secondaryLabel))
        XCTAssertEqual(ink(on), on.theme.color(.accentForeground))
        XCTAssertEqual(lint(off.root, theme: off.theme), [], "its quiet words still read")
    }
}
