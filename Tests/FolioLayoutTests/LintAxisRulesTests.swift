@testable import FolioLayout
import FolioTestSupport
import XCTest

/// The rules Dynamic Type, small phones and long text expose, each on a deliberately broken view
/// and on its fix.
final class LintAxisRulesTests: XCTestCase {
    private func findings(_ view: any View, _ rule: LintRule) -> [LintFinding] {
        lint(lay(view, width: 393, height: 852, app: .round), theme: Theme(app: .round), device: .iPhone).filter { $0.rule == rule }
    }

    func testWholeTextThatIsCutFailsAndOtherTextMayBeCut() {
        let whole = Text("Brush teeth every evening", style: .headline).whole().frame(width: 100, height: 21)
        let found = findings(whole, .truncatedWhole)
        XCTAssertEqual(found.map(\.message), [#""Brush teeth every evening" must be read whole but is cut to 1 line; let it wrap, or stack its row"#])
        XCTAssertEqual(findings(Text("Brush teeth every evening", style: .headline).frame(width: 100, height: 21), .truncatedWhole), [],
                       "a note may ellipsize")
        XCTAssertEqual(findings(Text("Brush teeth every evening", style: .headline).whole().frame(width: 100), .truncatedWhole), [],
                       "given the height, whole text wraps")
    }

    func testTextSplitInsideAWordFailsAndTextWrappedAtItsSpacesPasses() {
        // The fake measurer's body letters are 8.5 pt wide: 10 pt holds one, so "From" takes four lines.
        let found = findings(Text("From", style: .body).frame(width: 10), .brokenWord)
        XCTAssertEqual(found.map(\.message), [#""From" takes 4 lines but has 1 without splitting a word; give it the room of its longest word, "#
                                                + "or a smaller style"])
        XCTAssertEqual(findings(Text("Back in 2h", style: .body).frame(width: 40), .brokenWord), [], "three lines, one per word")
        XCTAssertEqual(findings(Text("From", style: .body).frame(width: 40), .brokenWord), [], "given its word's room")
        XCTAssertEqual(mostLinesWithoutSplitting("اليوم 27 نوفمبر"), 3)
        XCTAssertEqual(mostLinesWithoutSplitting("Sat–Sun/Mon 水曜日"), 7, "after a dash, a slash and between ideographs")
    }

    /// A phone screen with a row of text `bottom` points above its foot, a dock over its foot, the row
    /// in a scroll or not.
    private func phone(rowBottom bottom: Double, scrolled: Bool, dock: Bool = true) -> any View {
        let row = Text("Last row", style: .body).frame(maxWidth: .infinity)
        let top = 852 - bottom - 17 * 1.2
        let content: any View = scrolled
            ? ScrollView { VStack(spacing: 0) { Spacer().frame(height: top); row } }
            : VStack(spacing: 0) { Spacer().frame(height: top); row }.frame(maxHeight: .infinity, alignment: .top)
        return ZStack(alignment: .bottom) {
            content
            if dock { Text("Home").frame(width: 200, height: 60).role(.chrome, name: "dock").padding(.bottom, 30) }
        }
        .frame(width: 393, height: 852).role(.screen, name: "phone")
    }

    func testContentUnderTheDockOutsideAScrollFails() {
        let found = findings(phone(rowBottom: 40, scrolled: false), .underChrome)
        XCTAssertEqual(found.map(\.message), [#""Last row" lies under the dock; put it in the screen's scroll or above the dock"#])
        XCTAssertEqual(findings(phone(rowBottom: 40, scrolled: true), .underChrome), [], "a scroll carries it out from under the dock")
        XCTAssertEqual(findings(phone(rowBottom: 120, scrolled: false), .underChrome), [], "above the dock")
    }

    func testContentOnTheHomeIndicatorsStripFails() {
        let found = findings(phone(rowBottom: 10, scrolled: false, dock: false), .underChrome)
        XCTAssertEqual(found.map(\.message), [#""Last row" lies under the home indicator; keep it above the bottom safe area (34 pt)"#])
        XCTAssertEqual(findings(phone(rowBottom: 40, scrolled: false, dock: false), .underChrome), [])
    }

    func testAToastOverAnyTextFails() {
        let row = Text("Sat 28 · 1.2 L", style: .body)
        let toast = Text("Logged tea", style: .subheadline).padding(12).surface(.pill, fill: .raised, role: .group, name: "toast")
        let over = ZStack(alignment: .topLeading) { row; toast }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        XCTAssertEqual(findings(over, .overlayOnText).map(\.message), [#"the toast covers the text "Sat 28 · 1.2 L""#])
        let popover = Text("Edit", style: .body).padding(12).surface(.pill, fill: .raised, role: .group, name: "popover")
        XCTAssertEqual(findings(ZStack(alignment: .topLeading) { row; popover }, .overlayOnText).count, 1)
        XCTAssertEqual(findings(VStack(alignment: .leading, spacing: 16) { row; toast }, .overlayOnText), [])
    }

    func testEveryRuleHasOneLineForHelpAndEveryRuleIsAnError() {
        for rule in LintRule.allCases {
            XCTAssertFalse(rule.summary.isEmpty || rule.summary.contains("\n"), rule.rawValue)
        }
        XCTAssertEqual(LintRule.allCases.filter { $0.severity == .warning }, [], "only a finding off a key element is a warning")
        XCTAssertEqual(LintFinding(rule: .pixelContrast, path: "p", message: "m", severity: .warning).severity, .warning)
    }
}
