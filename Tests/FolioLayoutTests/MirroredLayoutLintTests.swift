import FolioCore
import FolioLayout
import FolioTestSupport
import XCTest

/// `mirrored-layout` compares a screen laid out left to right with the same laid out right to left:
/// a leading element that stayed where it was is an error; one a stack placed is not.
final class MirroredLayoutLintTests: XCTestCase {
    /// The findings on `view` laid out both ways on a 390 pt screen.
    func findings(_ view: any View) -> [LintFinding] {
        func laid(_ direction: LayoutDirection) -> Frame {
            lay(view.environment(\.layoutDirection, direction), width: 390, height: 200)
        }
        return lintMirroring(leftToRight: laid(.leftToRight), rightToLeft: laid(.rightToLeft))
    }

    /// A row whose title and amount are drawn at absolute x: the deliberately broken view.
    func rowAtAbsoluteX() -> any View {
        Draw(idealSize: Size(width: 390, height: 44)) { _, env in
            [RowText.frame("Groceries", x: 16, env), RowText.frame("$42", x: 330, env)]
        }
        .frame(height: 44)
        .role(.row, name: "drawn row")
    }

    func testARowDrawnAtAbsoluteXIsCaught() {
        // "Groceries" measures 9 × 8.5 = 76.5 pt: mirrored on 390 pt, its left edge is at 390 − 16 − 76.5.
        let found = findings(VStack { rowAtAbsoluteX() })
        XCTAssertEqual(found.map(\.rule), [.mirroredLayout, .mirroredLayout], found.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(found.first?.message, "\"Groceries\" is at x 16 left to right and 16 right to left; mirrored, it belongs at x 297.5")
        XCTAssertTrue(found.first?.path.hasSuffix("row \"drawn row\" / text[0]") == true, found.first?.path ?? "")
    }

    func testTheSameRowStackedMirrorsAndCentredOrKeptContentIsLeftAlone() {
        let stacked = HStack {
            Text("Groceries")
            Spacer()
            Text("$42")
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .role(.row, name: "stacked row")
        XCTAssertEqual(findings(VStack { stacked }), [])
        XCTAssertEqual(findings(VStack { Text("Centred").frame(maxWidth: .infinity) }), [], "centred: nothing to move")
        XCTAssertEqual(findings(VStack { rowAtAbsoluteX().keepsLeftToRight() }), [], "kept left to right on purpose")
        XCTAssertEqual(findings(VStack { rowAtAbsoluteX().role(.chart, name: "chart") }), [], "a chart keeps its own geometry")
    }

    /// A leading label that measures wider right to left (as a line mixing Arabic and a Latin name may
    /// break differently on each base), drawn where its leading edge mirrors: in place. The same label
    /// left at its left-to-right x is still caught.
    func testAnElementWhoseWidthChangedIsJudgedByItsLeadingEdge() {
        func label(mirrorsLeadingEdge: Bool) -> any View {
            Draw(idealSize: Size(width: 390, height: 44)) { _, env in
                let rightToLeft = env.layoutDirection == .rightToLeft
                let width = rightToLeft ? 90.0 : 80.0
                let x = rightToLeft && mirrorsLeadingEdge ? 390 - 16 - width : 16
                return [Frame(origin: Point(x: x, y: 12), size: Size(width: width, height: 20), role: .text,
                              item: .text(TextItem("عاد من Mossy Hollow", style: .body, color: .solid(.black),
                                                   metrics: TextMetrics(size: Size(width: width, height: 20), baseline: 16, lineCount: 1))))]
            }
            .frame(height: 44)
            .role(.row, name: "label")
        }
        XCTAssertEqual(findings(VStack { label(mirrorsLeadingEdge: true) }), [], "its right edge is at 390 − 16 right to left")
        XCTAssertEqual(findings(VStack { label(mirrorsLeadingEdge: false) }).map(\.message),
                       ["\"عاد من Mossy Hollow\" is at x 16 left to right and 16 right to left; mirrored, it belongs at x 294"])
    }

    func testTheRuleHasItsLineInTheHelp() {
        XCTAssertEqual(LintRule.mirroredLayout.rawValue, "mirrored-layout")
        XCTAssertEqual(LintRule.mirroredLayout.summary, "right to left (ar, ar-XB), a leading element did not move to the mirrored side")
    }
}

/// One line of text measured in place, for drawings that place text by hand.
private enum RowText {
    static func frame(_ string: String, x: Double, _ env: Environment) -> Frame {
        let style = TextStyle.body
        let metrics = env.measurer.measure(string, style: style, width: nil, maxLines: 1)
        return Frame(origin: Point(x: x, y: 12), size: metrics.size, role: .text,
                     item: .text(TextItem(string, style: style, color: .solid(.black), metrics: metrics)))
    }
}
