import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioTargets

/// `pixel-contrast` reads a text's or icon's background only where its ink shows: not past the
/// curve of a path clip, not past the edge of the screen it is on, not under the home indicator
/// (or any chrome) painted over it, not under its own strike. Each case the apps' helpers found
/// wrongly flagged, beside a case on the same picture that must still be caught.
final class PixelContrastLintTests: XCTestCase {
    private let measurer = GoldenFixtures.measurer

    private func frame(_ view: any View, _ size: Size = Size(width: 200, height: 120)) -> Frame {
        layout(view, in: size, environment: Environment(theme: Theme(app: .folio), measurer: measurer))
    }

    private func fill(_ rgb: UInt32) -> any View { Fill(ThemeColor(Color(rgb: rgb))) }

    /// The pixel-contrast findings on `target` laid out for `request`, one line each.
    private func findings(_ name: String, _ request: RenderRequest) throws -> [String] {
        let target = try XCTUnwrap(TargetCatalog.all.first { $0.name == name })
        return try TargetLint.findings(of: target, request, measurer: measurer).filter { $0.rule == .pixelContrast }.map(\.message)
    }

    // MARK: - A path clip's curve

    /// A light disc cut by a circular path clip out of a near-black ground, an icon filling it.
    private func disc(icon rgb: UInt32) -> Frame {
        var circle = Path()
        circle.arc(center: Point(x: 40, y: 40), radius: 40, start: 0, end: 2 * .pi)
        circle.close()
        return frame(ZStack(alignment: .topLeading) {
            fill(0x1C1C1E)
            ZStack { fill(0xF2F2F7); IconView(.heart, size: 80, color: ThemeColor(Color(rgb: rgb))) }
                .frame(width: 80, height: 80).clipShape(.path(circle)).offset(x: 20, y: 20)
        })
    }

    func testAnIconInAPathClipIsReadInsideTheCurveNotAgainstWhatLiesPastIt() throws {
        // The icon's em square reaches past the disc into the corners, onto #1C1C1E; its ink does not.
        XCTAssertEqual(try PixelContrast.findings(disc(icon: 0x3A3A3C)), [], "dark ink on the light disc reads")
        let faint = try PixelContrast.findings(disc(icon: 0xD1D1D6))
        XCTAssertEqual(faint.map(\.rule), [.pixelContrast], "light grey ink on the light disc is still caught")
        XCTAssertTrue(faint.first?.message.contains("on #F2F2F7 under it") ?? false, faint.first?.message ?? "")
    }

    /// A row the phone's bottom edge cuts (the Pro Max shows one more drink): the phone's outline
    /// crossed its time and icon, and lint read them on the line's grey. And a pressed recipe row,
    /// its time pill under a finger whose halo and shadow lie past the dot.
    func testTextAPhonesEdgeCutsOrAFingerShadowsIsReadOnItsOwnGround() throws {
        for appearance in Appearance.allCases {
            XCTAssertEqual(try findings("water.flow.swipe-drink", RenderRequest(appearance: appearance, device: .proMax)), [])
            XCTAssertEqual(try findings("recipe.flow.quick-recipe", RenderRequest(appearance: appearance, device: .se)), [])
        }
    }

    func testPetsMakeTheBedCheckInTheFlowStripsRoundedCornerIsClean() throws {
        XCTAssertEqual(try findings("pet.flow.tick-goal", RenderRequest(appearance: .light)), [])
        XCTAssertEqual(try findings("pet.flow.tick-goal", RenderRequest(appearance: .dark)), [])
    }

    // MARK: - A phone's screen edge

    /// A flow's phone (a white screen in its outlined rounded frame) on a dark strip, with a word in
    /// `rgb` cut by the screen's right edge.
    private func phone(word rgb: UInt32) -> Frame {
        let screen = frame(ZStack(alignment: .topLeading) {
            fill(0xFFFFFF)
            Text("Chickpeas", style: .body, color: ThemeColor(Color(rgb: rgb))).fixedSize().offset(x: 114, y: 40)
        }, Size(width: 120, height: 100))
        return frame(ZStack(alignment: .topLeading) { fill(0x1C1C1E); FlowStrip.phone(screen, marker: nil, scale: 1).offset(x: 10.5, y: 10.5) })
    }

    func testTextCutByAFlowPhonesScreenEdgeIsReadOnTheScreenNotTheFrame() throws {
        XCTAssertEqual(try PixelContrast.findings(phone(word: 0x1C1C1E)), [], "black on the white screen reads")
        XCTAssertEqual(try PixelContrast.findings(phone(word: 0xC7C7CC)).map(\.rule), [.pixelContrast], "pale grey on white is still caught")
    }

    func testWatersUndoDrinkFlowInTheLongPseudoLocaleIsClean() throws {
        var request = RenderRequest()
        request.locale = .enXA
        XCTAssertEqual(try findings("water.flow.undo-drink", request), [])
    }

    // MARK: - The home indicator and a strike

    /// A row's word at the foot of a phone, under the home indicator's capsule (at a fractional
    /// place, so its edge is soft), and a struck-through word beside it.
    private func foot(word rgb: UInt32) -> Frame {
        frame(ZStack(alignment: .topLeading) {
            fill(0xFFFFFF)
            Text("Chickpea curry", style: .body, color: ThemeColor(Color(rgb: rgb))).fixedSize().offset(x: 30, y: 86)
            ShapeView(.capsule).fill(ThemeColor(Color(rgb: 0x1C1C1E))).frame(width: 134, height: 5)
                .role(.chrome, name: "home indicator").offset(x: 33.3, y: 94.4)
        })
    }

    func testTextUnderTheHomeIndicatorIsReadBesideItNotOnIt() throws {
        XCTAssertEqual(try PixelContrast.findings(foot(word: 0x1C1C1E)), [], "the indicator's own ink is not the row's background")
        XCTAssertEqual(try PixelContrast.findings(foot(word: 0xC7C7CC)).map(\.rule), [.pixelContrast], "pale grey beside it is still caught")
    }

    func testRecipesLibraryInArabicOnTheProMaxIsClean() throws {
        var request = RenderRequest(device: .proMax)
        request.locale = .ar
        XCTAssertEqual(try findings("recipe.library", request), [])
    }

    func testAStrikeOverTextIsItsInkNotItsBackground() throws {
        let struck = frame(ZStack(alignment: .topLeading) {
            fill(0xFFFFFF)
            Text("Garlic", style: .body, color: ThemeColor(Color(rgb: 0x555555))).fixedSize().offset(x: 20, y: 20)
            ShapeView(.rect).fill(ThemeColor(Color(rgb: 0x929196))).frame(width: 46, height: 1.5).offset(x: 20, y: 31)
        })
        XCTAssertEqual(try PixelContrast.findings(struck), [])
        let pale = frame(ZStack(alignment: .topLeading) {
            fill(0xFFFFFF)
            Text("Garlic", style: .body, color: ThemeColor(Color(rgb: 0xC7C7CC))).fixedSize().offset(x: 20, y: 20)
            ShapeView(.rect).fill(ThemeColor(Color(rgb: 0x929196))).frame(width: 46, height: 1.5).offset(x: 20, y: 31)
        })
        XCTAssertEqual(try PixelContrast.findings(pale).map(\.rule), [.pixelContrast], "pale struck text is still caught")
    }
}
