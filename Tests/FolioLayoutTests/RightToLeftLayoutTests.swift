import FolioCore
import FolioLayout
import FolioTestSupport
import XCTest

/// Right to left, as SwiftUI lays out: every container places its children mirrored across its own
/// width, `.leading` is the right, padding's edges swap, text carries the page's direction, icons
/// that point mirror and drawings keep their geometry unless they ask to flip. Numbers on frames.
final class RightToLeftLayoutTests: XCTestCase {
    /// `view` laid out in a 300 × 100 box in `direction`.
    func laid(_ view: any View, _ direction: LayoutDirection) -> Frame {
        lay(view.environment(\.layoutDirection, direction), width: 300, height: 100)
    }

    /// The root rectangle of the frame named `name`.
    func rect(_ name: String, in root: Frame) throws -> Rect { try FrameProbe.one(name, in: root).rect }

    func testAnHStackOfTwoFixedWidthsRunsFromTheRight() throws {
        let row = HStack(spacing: 10) {
            box(100, 20).role(.tile, name: "first")
            box(50, 20).role(.tile, name: "second")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let ltr = laid(row, .leftToRight), rtl = laid(row, .rightToLeft)
        XCTAssertEqual(try rect("first", in: ltr).minX, 0, dump(ltr))
        XCTAssertEqual(try rect("second", in: ltr).minX, 110)
        XCTAssertEqual(try rect("first", in: rtl).minX, 200, "the first child at the right edge\n\(dump(rtl))")
        XCTAssertEqual(try rect("second", in: rtl).minX, 140, "the second to its left, 10 apart")
        XCTAssertEqual(try rect("first", in: rtl).minY, try rect("first", in: ltr).minY, "nothing moves vertically")
    }

    func testLeadingPaddingAndAlignmentSwapSides() throws {
        let padded = box(40, 20).role(.tile, name: "padded").padding(.leading, 24).frame(maxWidth: .infinity, alignment: .leading)
        XCTAssertEqual(try rect("padded", in: laid(padded, .leftToRight)).minX, 24)
        XCTAssertEqual(try rect("padded", in: laid(padded, .rightToLeft)).minX, 300 - 24 - 40, "24 pt in from the right edge")

        let trailing = ZStack(alignment: .topTrailing) {
            Spacer()
            box(30, 30).role(.badge, name: "badge")
        }
        XCTAssertEqual(try rect("badge", in: laid(trailing, .leftToRight)).minX, 270)
        XCTAssertEqual(try rect("badge", in: laid(trailing, .rightToLeft)).minX, 0, ".topTrailing is the top left")
    }

    func testTextCarriesThePageDirectionAndKeptContentStaysLeftToRight() throws {
        let label = Text("Groceries", style: .body).role(.text, name: "label").frame(maxWidth: .infinity, alignment: .leading)
        let rtl = laid(label, .rightToLeft)
        guard case .text(let item) = try FrameProbe.one("label", in: rtl).frame.item else { return XCTFail(dump(rtl)) }
        XCTAssertEqual(item.direction, .rightToLeft)
        XCTAssertEqual(item.alignment, .leading, "the alignment stays semantic: leading is the right on this page")
        XCTAssertEqual(try rect("label", in: rtl).maxX, 300, "its frame at the right edge")

        let fraction = HStack(spacing: 0) {
            Text("40").role(.text, name: "part")
            Text("/50").role(.text, name: "whole")
        }
        .keepsLeftToRight()
        .frame(maxWidth: .infinity, alignment: .leading)
        let kept = laid(fraction, .rightToLeft)
        XCTAssertLessThan(try rect("part", in: kept).minX, try rect("whole", in: kept).minX, "40/50 does not read 50/40")
        XCTAssertEqual(try rect("whole", in: kept).maxX, 300, "but the number sits at the leading edge, the right")
    }

    func testAPointingIconMirrorsAndAClockDoesNot() throws {
        let back = laid(IconView(.chevronLeft, size: 20), .rightToLeft)
        let mirrored = try XCTUnwrap(back.children.first, dump(back))
        guard case .group(let group) = mirrored.item else { return XCTFail("a pointing icon is drawn in a group\n\(dump(back))") }
        XCTAssertEqual(group.transform, AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 20, ty: 0), "flipped across its 20 pt box")
        guard case .icon(let icon) = group.children.first?.item else { return XCTFail(dump(back)) }
        XCTAssertEqual(icon.icon, .chevronLeft)

        for still in [Icon.clock, .check, .heart, .arrowUp] {
            let root = laid(IconView(still, size: 20), .rightToLeft)
            guard case .icon = root.children.first?.item else { return XCTFail("\(still) is drawn as it is\n\(dump(root))") }
        }
        let ltr = laid(IconView(.chevronLeft, size: 20), .leftToRight)
        guard case .icon = ltr.children.first?.item else { return XCTFail("left to right nothing mirrors\n\(dump(ltr))") }
        XCTAssertEqual(Icon.mirroredRightToLeft, [.chevronLeft, .chevronRight, .arrowRight, .undo, .send, .list, .checklist, .backspace])
    }

    func testADrawingKeepsItsGeometryUnlessItFlips() throws {
        let art = Draw(idealSize: Size(width: 100, height: 10)) { size, _ in
            [Frame(size: Size(width: size.width * 0.3, height: size.height), role: .indicator, name: "fill",
                   item: .shape(ShapeItem(.rect)))]
        }
        .frame(width: 100, height: 10)
        XCTAssertEqual(try rect("fill", in: laid(art.frame(maxWidth: .infinity, alignment: .leading), .rightToLeft)).minX, 200,
                       "the drawing's box moves to the right; its fill stays at the box's left")
        let flipped = laid(art.flipsForRightToLeft().frame(maxWidth: .infinity, alignment: .leading), .rightToLeft)
        XCTAssertEqual(try rect("fill", in: flipped).minX, 270, "flipped, the fill runs from the box's right edge")
        let unflipped = laid(art.flipsForRightToLeft().frame(maxWidth: .infinity, alignment: .leading), .leftToRight)
        XCTAssertEqual(try rect("fill", in: unflipped).minX, 0)
    }

    func testAnOffsetIsGeometryUnlessItRunsAlongTheReadingDirection() throws {
        let moved = box(20, 20).role(.tile, name: "moved").offset(x: -10).frame(maxWidth: .infinity, alignment: .leading)
        XCTAssertEqual(try rect("moved", in: laid(moved, .rightToLeft)).minX, 270, "geometry: 10 pt left of its place, in any direction")
        let swiped = box(20, 20).role(.tile, name: "swiped").offset(x: -10, alongReading: true).frame(maxWidth: .infinity, alignment: .leading)
        XCTAssertEqual(try rect("swiped", in: laid(swiped, .leftToRight)).minX, -10)
        XCTAssertEqual(try rect("swiped", in: laid(swiped, .rightToLeft)).minX, 290, "toward the leading edge: the right")
    }
}
