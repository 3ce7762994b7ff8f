import FolioLayout
import FolioTestSupport
import XCTest

/// The whole-screen rules, each shown failing on a deliberately broken view and passing on its fix.
final class LintCompositionTests: XCTestCase {
    private func findings(_ view: any View, app: AppTheme = .square, _ rule: LintRule) -> [LintFinding] {
        lint(lay(view, width: 393, height: 852, app: app), theme: Theme(app: app)).filter { $0.rule == rule }
    }

    func testAToastOverATitleFails() {
        let title = Text("Today", style: .largeTitle).role(.header, name: "Today")
        let toast = Text("Logged tea", style: .subheadline).padding(12).surface(.pill, fill: .raised, role: .group, name: "toast")
        let over = ZStack(alignment: .topLeading) { title; toast }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        XCTAssertEqual(findings(over, .overlayOnText).map(\.message), [#"the toast covers the title text "Today""#])
        let clear = VStack(alignment: .leading, spacing: 16) { title; toast }
        XCTAssertEqual(findings(clear, .overlayOnText), [])
    }

    func testFaintTextFailsAndOrnamentsDoNot() {
        let pale = ThemeColor(Color(rgb: 0xC7C7CC))
        let faint = VStack { Text("Sat 28", color: pale); Text("·", color: pale) }.background(Fill(.card))
        let found = findings(faint, .contrast)
        XCTAssertEqual(found.count, 1, "the dot is an ornament, not words")
        XCTAssertTrue(found.first?.message.hasPrefix(#""Sat 28" reads at 1."#) ?? false, found.first?.message ?? "")
        XCTAssertEqual(findings(Text("Sat 28", color: .tertiaryLabel).background(Fill(.card)), .contrast), [], "tertiary ink reads at 3:1")
    }

    func testTextCutByAFreePathClipIsLeftToThePixels() {
        let pale = ThemeColor(Color(rgb: 0xC7C7CC))
        var half = Path()
        half.move(to: .zero)
        half.line(to: Point(x: 20, y: 0))
        half.line(to: Point(x: 20, y: 852))
        half.line(to: Point(x: 0, y: 852))
        half.close()
        XCTAssertEqual(findings(Text("Sat 28", color: pale).background(Fill(.card)).clipShape(.path(half)), .contrast), [],
                       "a label split at a progress edge is read on its pixels, by pixel-contrast")
        XCTAssertEqual(findings(Text("Sat 28", color: pale).background(Fill(.card)).clipShape(.rect), .contrast).count, 1)
    }

    func testTextOnAColouredFillIsMeasuredAgainstThatFill() {
        let onAccent = Text("Start", color: .accent).padding(12).background(ShapeView(.capsule).fill(.accent))
        XCTAssertEqual(findings(onAccent, .contrast).count, 1, "accent ink on an accent fill cannot be read")
        XCTAssertEqual(findings(Text("Start", color: .accentForeground).padding(12).background(ShapeView(.capsule).fill(.accent)),
                                .contrast), [])
    }

    func testCardsThatMissEachOthersEdgeByAHairFail() {
        func card(_ name: String) -> any View {
            Text(name).frame(maxWidth: .infinity).padding(20).surface(.card, fill: .card, name: name)
        }
        let misaligned = VStack(spacing: 12) { card("scene").padding(.leading, 2.35); card("tiles") }.padding(20)
        let found = findings(misaligned, .nearMiss)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("by 2.35 pt") ?? false, found.first?.message ?? "")
        XCTAssertEqual(findings(VStack(spacing: 12) { card("scene"); card("tiles") }.padding(20), .nearMiss), [])
    }

    func testARailThatRunsOffTheScreenKeepsItsOwnRhythm() {
        let tile = { (name: String) -> any View in
            Text(name).frame(width: 80, height: 80).surface(.tile, fill: .card, role: .tile, name: name)
        }
        // Four 80 pt tiles 12 apart end at 371 + 20, two points short of the card's edge; the fifth runs off.
        let shelf = VStack(spacing: 12) {
            RunOff(content: HStack(spacing: 12) { for i in 0..<6 { tile("drink \(i)") } })
            Text("Summary").frame(maxWidth: .infinity).frame(width: 355).surface(.card, fill: .card, name: "summary")
        }.padding(.leading, 20).frame(width: 393, alignment: .leading)
        XCTAssertEqual(findings(shelf, .nearMiss), [])
    }

    func testARailInOneScreenOfAStripIsARailToo() {
        let tile = { (name: String) -> any View in
            Text(name).frame(width: 80, height: 80).surface(.tile, fill: .card, role: .tile, name: name)
        }
        // A flow strip: the shelf runs off its own screen but stays inside the strip; its fourth tile
        // ends a point past the card under it, which on a grid would be a near miss.
        let step = VStack(alignment: .leading, spacing: 12) {
            RunOff(content: HStack(spacing: 12) { for i in 0..<6 { tile("drink \(i)") } })
            Text("Summary").frame(maxWidth: .infinity).frame(width: 355).surface(.card, fill: .card, name: "summary")
        }.padding(.leading, 20).frame(width: 393, height: 300, alignment: .topLeading).clipShape(.rect).role(.screen, name: "step")
        let strip = HStack(spacing: 40) { step; step }.padding(40)
        XCTAssertEqual(lint(lay(strip, width: 1000, height: 400, app: .square), theme: Theme(app: .square)).filter { $0.rule == .nearMiss }, [])
    }

    func testAnotherAppsNamedColourFailsOnTheAppsScreens() {
        func screen(_ view: any View, named name: String) -> [LintFinding] {
            let root = layout(view, in: Size(width: 393, height: 852), environment: testEnvironment(.square), name: name)
            return lint(root, theme: Theme(app: .square), others: [.round, .square]).filter { $0.rule == .foreignColor }
        }
        let borrowed = ShapeView(.rect).fill(.round.mint).frame(width: 40, height: 40)
        let found = screen(borrowed, named: "square.today")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.hasPrefix("drawn in round.mint") ?? false, found.first?.message ?? "")
        XCTAssertEqual(screen(ShapeView(.rect).fill(.square.tea).frame(width: 40, height: 40), named: "square.today"), [])
        XCTAssertEqual(screen(borrowed, named: "piece.color-block-list"), [], "a piece sheet shows every app's samples")
        let namesWhite = AppTheme(.round, light: .neutral(.light), dark: .neutral(.dark), namedColors: [NamedColor("onAction", ThemeColor(Color.white))])
        let white = layout(ShapeView(.rect).fill(ThemeColor(Color.white)).frame(width: 40, height: 40), in: Size(width: 393, height: 852),
                           environment: testEnvironment(.square), name: "square.today")
        XCTAssertEqual(lint(white, theme: Theme(app: .square), others: [namesWhite]).filter { $0.rule == .foreignColor }, [],
                       "white belongs to no app, whichever names it")
    }

    func testAButtonPastTheScreensBottomEdgeFails() {
        func sheet(_ above: Double) -> any View {
            VStack(spacing: 16) {
                Spacer().frame(height: above)
                Text("Add $12.50").frame(maxWidth: .infinity, minHeight: 52).surface(.pill, fill: .accent, role: .pill, name: "Add").tapTarget()
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        // 620 + 16 + 52 is 21 pt more than a 667 pt screen (the SE's) holds; centred, half of it hangs below.
        let cut = lint(lay(sheet(620), width: 375, height: 667, app: .square), theme: Theme(app: .square)).filter { $0.rule == .offScreen }
        XCTAssertEqual(cut.map(\.message), [#""Add" reaches 10.5 pt below the screen's bottom edge; fit it above the edge, or put it in the screen's scroll"#])
        XCTAssertEqual(lint(lay(sheet(590), width: 375, height: 667, app: .square), theme: Theme(app: .square)).filter { $0.rule == .offScreen }, [])
    }
}
