import FolioCore
import XCTest

/// Apple's Dynamic Type table as values: each style by its own row, Large its default.
final class DynamicTypeTableTests: XCTestCase {
    func testTheTableHoldsApplesPublishedSizes() {
        let table = DynamicTypeTable.points
        XCTAssertEqual(table[.largeTitle], [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        XCTAssertEqual(table[.title1], [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
        XCTAssertEqual(table[.title2], [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56])
        XCTAssertEqual(table[.title3], [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55])
        XCTAssertEqual(table[.headline], [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(table[.body], [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(table[.callout], [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51])
        XCTAssertEqual(table[.subheadline], [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])
        XCTAssertEqual(table[.footnote], [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        XCTAssertEqual(table[.caption1], [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43])
        XCTAssertEqual(table[.caption2], [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
        XCTAssertEqual(Set(table.keys), Set(DynamicTypeStyle.allCases))
        for (style, row) in table {
            XCTAssertEqual(row.count, DynamicTypeSize.allCases.count, "\(style)")
            XCTAssertEqual(row, row.sorted(), "\(style) never shrinks as the size grows")
        }
        XCTAssertEqual(DynamicTypeTable.points(.body, at: .large), 17)
        XCTAssertEqual(DynamicTypeTable.points(.body, at: .ax5), 53)
    }

    func testTheTextStylesAreTheLargeColumnAndScaleByTheirOwnRow() {
        let styles: [(TextStyle, DynamicTypeStyle)] = [(.largeTitle, .largeTitle), (.title, .title1), (.title2, .title2), (.title3, .title3),
                                                       (.headline, .headline), (.body, .body), (.callout, .callout),
                                                       (.subheadline, .subheadline), (.footnote, .footnote), (.caption, .caption1),
                                                       (.caption2, .caption2)]
        for (style, row) in styles {
            XCTAssertEqual(style.dynamicStyle, row)
            XCTAssertEqual(style.size, DynamicTypeTable.points(row, at: .large))
            for size in DynamicTypeSize.allCases {
                XCTAssertEqual(style.scaled(to: size).size, DynamicTypeTable.points(row, at: size), "\(row) at \(size.name)")
            }
        }
        XCTAssertEqual(TextStyle.body.size(34).scaled(to: .ax3).size, 80, "a custom size keeps its row's proportion, as UIFontMetrics scales it")
        XCTAssertEqual(TextStyle(size: 46).scaled(to: .ax5).size, 46, "a fixed style stays fixed")
    }

    func testSizesAreNamedAsTheCommandLineTakesThem() {
        XCTAssertEqual(DynamicTypeSize.allCases.map(\.name),
                       ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(DynamicTypeSize.named("ax3"), .ax3)
        XCTAssertNil(DynamicTypeSize.named("huge"))
        XCTAssertEqual(DynamicTypeSize.allCases.filter(\.isAccessibilitySize), [.ax1, .ax2, .ax3, .ax4, .ax5])
    }
}
