import FolioLayout
import FolioTestSupport
import XCTest

final class StackTests: XCTestCase {
    func testVStackSpacingAndAlignment() {
        for (alignment, xs) in [(HorizontalAlignment.leading, [0.0, 0]), (.center, [25, 0]), (.trailing, [50, 0])] {
            let root = lay(VStack(alignment: alignment, spacing: 10) { box(50, 20); box(100, 30) }, width: 100, height: 200)
            // The stack (100 × 60) is centred in the 100 × 200 box: it starts at y 70.
            assertRect(root.children[0], xs[0], 70, 50, 20, "first box, \(alignment)", in: root)
            assertRect(root.children[1], xs[1], 100, 100, 30, "second box, \(alignment)", in: root)
        }
    }

    func testHStackSpacingAndAlignment() {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20)] {
            let root = lay(HStack(alignment: alignment, spacing: 4) { box(10, 10); box(20, 30) }, width: 34, height: 30)
            assertRect(root.children[0], 0, y, 10, 10, "short box, \(alignment)", in: root)
            assertRect(root.children[1], 14, 0, 20, 30, "tall box, \(alignment)", in: root)
        }
    }

    func testDefaultSpacingIsEightPoints() {
        let root = lay(VStack { box(10, 10); box(10, 10) }, width: 10, height: 28)
        assertRect(root.children[1], 0, 18, 10, 10, "second box", in: root)
    }

    func testTwoInfinitelyWideChildrenSplitEvenly() {
        let row = HStack(spacing: 10) {
            ShapeView(.rect).frame(maxWidth: .infinity)
            ShapeView(.rect).frame(maxWidth: .infinity)
        }
        let root = lay(row.frame(height: 40), width: 210, height: 40)
        assertRect(root.children[0], 0, 0, 100, 40, "left", in: root)
        assertRect(root.children[1], 110, 0, 100, 40, "right", in: root)
    }

    func testFixedChildKeepsItsWidthAndFlexibleOnesShareTheRest() {
        let row = HStack(spacing: 0) {
            ShapeView(.rect).frame(maxWidth: .infinity)
            box(60, 40)
            ShapeView(.rect).frame(maxWidth: .infinity)
        }
        let root = lay(row.frame(height: 40), width: 300, height: 40)
        assertRect(root.children[0], 0, 0, 120, 40, "left", in: root)
        assertRect(root.children[1], 120, 0, 60, 40, "fixed", in: root)
        assertRect(root.children[2], 180, 0, 120, 40, "right", in: root)
    }

    func testSpacerPushesToTheEdges() {
        let root = lay(HStack(spacing: 0) { box(30, 20); Spacer(); box(40, 20) }, width: 200, height: 20)
        assertRect(root.children[0], 0, 0, 30, 20, "leading box", in: root)
        assertRect(root.children[1], 160, 0, 40, 20, "trailing box", in: root)
        let column = lay(VStack(spacing: 0) { Spacer(); box(30, 20) }, width: 30, height: 100)
        assertRect(column.children[0], 0, 80, 30, 20, "box pushed to the bottom", in: column)
    }

    func testSpacerKeepsItsMinimumLength() {
        let root = lay(HStack(spacing: 0) { box(60, 10); Spacer(minLength: 20); box(60, 10) }.fixedSize(), width: 300, height: 10)
        // Ideal size: the spacer at its minimum. The row (140) is centred in 300.
        assertRect(root.children[1], 80 + 80, 0, 60, 10, "second box", in: root)
    }

    func testHigherLayoutPriorityIsServedFirst() {
        let row = HStack(spacing: 0) {
            ShapeView(.rect).frame(maxWidth: .infinity)
            ShapeView(.rect).frame(minWidth: 10, maxWidth: 250).layoutPriority(1)
        }
        let root = lay(row.frame(height: 10), width: 300, height: 10)
        assertRect(root.children[0], 0, 0, 50, 10, "low priority", in: root)
        assertRect(root.children[1], 50, 0, 250, 10, "high priority", in: root)
    }

    func testStackIsAsLargeAsItsContent() {
        let root = lay(VStack(spacing: 5) { box(40, 10); box(20, 10) }.background(ShapeView(.rect).fill(.card)), width: 300, height: 300)
        assertRect(root.children[0], 130, 137.5, 40, 25, "background", in: root)
    }

    func testZStackAlignment() {
        let cases: [(Alignment, Double, Double)] = [(.topLeading, 0, 0), (.center, 30, 20), (.bottomTrailing, 60, 40),
                                                    (.top, 30, 0), (.trailing, 60, 20)]
        for (alignment, x, y) in cases {
            let root = lay(ZStack(alignment: alignment) { box(100, 60); box(40, 20) }, width: 100, height: 60)
            assertRect(root.children[0], 0, 0, 100, 60, "back", in: root)
            assertRect(root.children[1], x, y, 40, 20, "front, \(alignment)", in: root)
        }
    }
}
