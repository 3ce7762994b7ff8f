import FolioLayout
import FolioTestSupport
import XCTest

/// Text, icons and rows at other text sizes, as frame-tree numbers (the fake measurer: glyphs
/// 0.5 × size wide, lines 1.2 × size tall).
final class DynamicTypeLayoutTests: XCTestCase {
    private func lay(_ view: any View, _ size: DynamicTypeSize, width: Double = 393) -> Frame {
        var env = testEnvironment()
        env.textSize = size
        return layout(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), in: Size(width: width, height: 852),
                      environment: env)
    }

    private func texts(_ frame: Frame) -> [(String, Double, Rect)] {
        var found: [(String, Double, Rect)] = []
        frame.walk { f, rect, _ in if case .text(let t) = f.item { found.append((t.string, t.style.size, rect)) } }
        return found
    }

    func testTextGrowsByItsStylesRow() {
        let view = VStack(alignment: .leading, spacing: 0) { Text("Body", style: .body); Text("Note", style: .footnote) }
        let large = texts(lay(view, .large)), ax3 = texts(lay(view, .ax3))
        XCTAssertEqual(large.map(\.1), [17, 13])
        XCTAssertEqual(ax3.map(\.1), [40, 33])
        XCTAssertEqual([ax3[1].2.minX, ax3[1].2.minY, ax3[1].2.width, ax3[1].2.height].map { ($0 * 1000).rounded() / 1000 }, [0, 48, 66, 39.6], "the footnote under a 40 pt body line")
    }

    func testChromeCapsTheSize() {
        let capped = Text("9:41", style: .headline).textSizeCapped(at: .large)
        XCTAssertEqual(texts(lay(capped, .ax5)).map(\.1), [17])
        XCTAssertEqual(texts(lay(Text("9:41", style: .headline).textSizeCapped(at: .xxxLarge), .xSmall)).map(\.1), [14], "a cap never raises")
    }

    func testWholeTextWrapsInsteadOfTakingTheLineLimit() {
        let whole = Text("Brush your teeth twice", style: .body).whole().lineLimit(1)
        let cut = Text("Brush your teeth twice", style: .body).lineLimit(1)
        var wholeItem: TextItem?, cutItem: TextItem?
        lay(whole.frame(width: 120), .ax1).walk { f, _, _ in if case .text(let t) = f.item { wholeItem = t } }
        lay(cut.frame(width: 120), .ax1).walk { f, _, _ in if case .text(let t) = f.item { cutItem = t } }
        XCTAssertEqual(wholeItem?.isWhole, true)
        XCTAssertEqual(wholeItem?.metrics.isTruncated, false)
        XCTAssertGreaterThan(wholeItem?.metrics.lineCount ?? 0, 1)
        XCTAssertEqual(cutItem?.metrics.isTruncated, true)
    }

    func testALabelAndValueRowStacksAtAccessibilitySizes() {
        let row = AdaptiveStack { Text("Groceries", style: .headline); Spacer(); Text("$42", style: .headline) }
        let side = texts(lay(row, .xxxLarge)), stacked = texts(lay(row, .ax1))
        XCTAssertEqual(side.map(\.2.minY), [0, 0], "side by side up to xxxLarge")
        XCTAssertEqual(side[1].2.maxX, 393, "the value at the trailing edge")
        XCTAssertEqual(stacked.map(\.2.minX), [0, 0], "one above the other at AX1")
        XCTAssertEqual(stacked[1].2.minY, 28 * 1.2 + Space.xxs)
    }

    func testAnIconThatSitsWithTextGrowsWithIt() {
        func side(_ view: any View, _ size: DynamicTypeSize) -> Double {
            var found = 0.0
            lay(view, size).walk { f, _, _ in if case .icon(let i) = f.item { found = i.size } }
            return found
        }
        XCTAssertEqual(side(IconView(.bolt, size: 12, relativeTo: .footnote), .ax3), 12 * 33 / 13, accuracy: 1e-9)
        XCTAssertEqual(side(IconView(.bolt, size: 12), .ax3), 12, "an icon without a row keeps its size")
        var badge: Size?
        lay(Text("1").scaledFrame(side: 26, like: .subheadline).role(.group, name: "badge"), .ax3).walk { f, _, _ in
            if f.name == "badge" { badge = f.size }
        }
        XCTAssertEqual(badge, Size(width: 26.0 * 36 / 15, height: 26.0 * 36 / 15), "a badge that holds text grows with it")
    }
}
