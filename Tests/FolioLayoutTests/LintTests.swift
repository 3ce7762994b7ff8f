import FolioLayout
import FolioTestSupport
import XCTest

final class LintTests: XCTestCase {
    func testACleanCardPasses() {
        for app in AppTheme.testLooks {
            let root = lay(groceriesCard(), width: 393, height: 852, app: app)
            XCTAssertEqual(lint(root, theme: Theme(app: app)), [], "\(app)\n\(dump(root))")
        }
    }

    func testACardWithTheWrongRadiusFails() {
        let view = Text("Groceries").padding().background(ShapeView(.rounded(12)).fill(.card)).role(.card, name: "Groceries")
        let findings = lint(lay(view, width: 393, height: 852, app: .round), theme: Theme(app: .round))
        XCTAssertEqual(findings, [LintFinding(rule: .cardShape, path: #"screen / card "Groceries""#,
                                              message: "card corners should be continuous radius 28, found continuous radius 12")])
    }

    func testATileWithCircularCornersFails() {
        let view = Text("Tea").padding().background(ShapeView(.roundedRect(radius: 16, style: .circular)).fill(.card)).role(.tile)
        let findings = lint(lay(view, width: 393, height: 852, app: .square), theme: Theme(app: .square))
        XCTAssertEqual(findings.map(\.rule), [.tileShape])
        XCTAssertEqual(findings.first?.path, "screen / tile[0]")
        XCTAssertEqual(findings.first?.message, "tile corners should be continuous radius 16, found circular radius 16")
    }

    func testACardWithoutASurfaceFails() {
        let findings = lint(lay(VStack { Text("a"); Text("b") }.role(.card, name: "bare"), width: 393, height: 852), theme: Theme(app: .folio))
        XCTAssertEqual(findings.map(\.rule), [.cardShape])
        XCTAssertTrue(findings[0].message.hasPrefix("card has no surface"), findings[0].message)
    }

    func testAPillThatIsARectangleFails() {
        let rectPill = lay(Text("Start").padding(12).background(ShapeView(.rect).fill(.accent)).role(.pill, name: "Start"), width: 393, height: 852)
        XCTAssertEqual(lint(rectPill, theme: Theme(app: .folio)),
                       [LintFinding(rule: .actionShape, path: #"screen / pill "Start""#, message: "actions are capsules, found a rectangle")])
        let clippedPill = Text("Start").padding(horizontal: 20, vertical: 12).surface(.pill, fill: .accent, name: "Start").clipShape(.rect)
        XCTAssertEqual(lint(lay(clippedPill, width: 393, height: 852), theme: Theme(app: .folio)),
                       [LintFinding(rule: .actionShape, path: #"screen / pill "Start""#, message: "actions are capsules, found a rectangle")],
                       "a rectangular clip breaks the capsule too")
    }

    func testRoundButtonsMayBeCircles() {
        let round = IconView(.plus, size: 22).frame(width: 44, height: 44).surface(.circle, fill: .fill).tapTarget()
        XCTAssertEqual(lint(lay(round, width: 393, height: 852), theme: Theme(app: .folio)), [])
        let square = IconView(.plus).frame(width: 44, height: 44).surface(.tile, fill: .fill, role: .button)
        XCTAssertEqual(lint(lay(square, width: 393, height: 852), theme: Theme(app: .folio)).map(\.message),
                       ["round buttons are circles or capsules, found continuous radius 16"])
    }

    func testASmallTapTargetFails() {
        let view = IconView(.close, size: 17).frame(width: 30, height: 30).surface(.circle, fill: .fill, name: "Close").tapTarget()
        XCTAssertEqual(lint(lay(view, width: 393, height: 852), theme: Theme(app: .folio)),
                       [LintFinding(rule: .tapTarget, path: #"screen / button "Close""#,
                                    message: "tap target is 30 × 30 pt; fingers need 44 × 44 pt")])
    }

    func testOverflowingTextFails() {
        // A text frame forced narrower than the text's measured size.
        let text = TextItem("Weekly groceries", style: .body, color: .solid(.black),
                            metrics: fake.measure("Weekly groceries", style: .body, width: nil, maxLines: nil))
        let overflowing = Frame(size: Size(width: 100, height: 20.4), role: .text, item: .text(text))
        let root = Frame.group([overflowing], size: Size(width: 393, height: 852), role: .screen)
        XCTAssertEqual(lint(root, theme: Theme(app: .folio)),
                       [LintFinding(rule: .textOverflow, path: "screen / text[0]",
                                    message: #""Weekly groceries" needs 136 × 20.4 pt but its frame is 100 × 20.4 pt"#)])
    }

    func testFixedSizeTextInATightFrameOverflows() {
        let view = Text("Weekly groceries").fixedSize().frame(width: 100).clipShape(.rect)
        let findings = lint(lay(view, width: 393, height: 852), theme: Theme(app: .folio))
        XCTAssertEqual(findings.map(\.rule), [], "fixed-size text keeps its own frame; the clip hides the spill")
        let squeezed = Frame(size: Size(width: 100, height: 10), role: .text,
                             item: .text(TextItem("Hi", style: .body, color: .solid(.black),
                                                  metrics: fake.measure("Hi", style: .body, width: 100, maxLines: nil))))
        XCTAssertEqual(lint(squeezed, theme: Theme(app: .folio)).map(\.rule), [.textOverflow], "20.4 pt of text in 10 pt")
    }

    func testUnknownGlyphsFail() {
        let findings = lint(lay(Text("Juno 🌟"), width: 393, height: 852), theme: Theme(app: .folio))
        XCTAssertEqual(findings, [LintFinding(rule: .unknownGlyphs, path: "screen / text[0]",
                                              message: #""Juno 🌟" has 1 glyph(s) no pinned font can draw"#)])
    }

    func testFindingsComeInTreeOrder() {
        let view = VStack {
            Text("x").padding().background(ShapeView(.rounded(12)).fill(.card)).role(.card, name: "first")
            IconView(.plus).tapTarget()
            Text("y").padding().background(ShapeView(.rect).fill(.accent)).role(.pill, name: "last")
        }
        let findings = lint(lay(view, width: 393, height: 852), theme: Theme(app: .square))
        XCTAssertEqual(findings.map(\.rule), [.cardShape, .tapTarget, .actionShape])
        XCTAssertEqual(findings.map(\.path), [#"screen / card "first""#, "screen / icon[1]", #"screen / pill "last""#])
        XCTAssertEqual(findings[1].description, "screen / icon[1]: tap target is 17 × 17 pt; fingers need 44 × 44 pt [tap-target]")
    }
}
