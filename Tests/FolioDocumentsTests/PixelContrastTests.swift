import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioCards
@testable import FolioGoldens
@testable import FolioReport
@testable import FolioStorybook
@testable import FolioTargets

/// Contrast measured on the pixels drawn under each text and icon, over a gradient the frame tree
/// alone cannot judge.
final class PixelContrastTests: XCTestCase {
    private func frame(_ view: any View) throws -> Frame {
        layout(view, in: Size(width: 200, height: 80), environment: Environment(theme: Theme(app: .water), measurer: try PangoTextMeasurer()))
    }

    private var gradient: any View {
        Draw { size, _ in
            [Frame(size: size, role: .group, item: .shape(ShapeItem(.rect, fill: .linear(LinearGradient(
                start: .zero, end: Point(x: size.width, y: 0), stops: [GradientStop(0, Color(rgb: 0xEEEEEE)), GradientStop(1, Color(rgb: 0xBBBBBB))])))))]
        }
    }

    func testGreyTextOnALightGradientFailsAndDarkTextPasses() throws {
        let grey = ThemeColor(Color(rgb: 0x8E8E93))
        let faint = try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey) })
        let found = try PixelContrast.findings(faint)
        XCTAssertEqual(found.map(\.rule), [.pixelContrast])
        XCTAssertTrue(found.first?.message.hasSuffix("body text needs 4.5:1") ?? false, found.first?.message ?? "")
        XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { gradient; Text("Sat 28", style: .body, color: ThemeColor(Color.black)) })), [])
    }

    func testLargeTextAndIconsNeedThreeToOne() throws {
        let mid = ThemeColor(Color(rgb: 0x636366))
        XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { gradient; Text("30", style: .largeTitle, color: mid) })), [],
                       "large text at about 3.5:1 passes")
        XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { gradient; Text("Sat", style: .footnote, color: mid) })).count, 1,
                       "the same ink on small text fails")
        XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { gradient; IconView(.heart, size: 22, color: ThemeColor(Color(rgb: 0xD1D1D6))) })).count, 1)
    }

    /// A rectangle of `color` over the left `share` of the box, named `name`.
    private func block(_ color: Color, share: Double = 1, name: String? = nil) -> any View {
        Draw { size, _ in
            [Frame(size: Size(width: size.width * share, height: size.height), role: .background, name: name,
                   item: .shape(ShapeItem(.rect, fill: .solid(color))))]
        }
    }

    private let grey = ThemeColor(Color(rgb: 0x8E8E93))

    func testTextIsReadUnderItsGlyphsNotItsWholeFrame() throws {
        // Black text on the white left half of a frame whose right half is black: the old reading
        // of the whole frame found 1:1; the glyphs stand on white.
        let wide = try frame(ZStack { Fill(ThemeColor(Color.white)); block(.black, share: 0.5).offset(x: 100)
            Text("Sat", style: .body, color: ThemeColor(Color.black)).frame(maxWidth: .infinity, alignment: .leading) })
        XCTAssertEqual(try PixelContrast.findings(wide), [])
    }

    func testTextBehindASheetsDimCutAwayOrCoveredIsNotRead() throws {
        let dimmed = try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey); block(Color.black.opacity(0.3), name: "dim") })
        XCTAssertEqual(try PixelContrast.findings(dimmed), [], "the screen behind a sheet is not read")
        let cut = try frame(ZStack(alignment: .topLeading) { gradient; Text("Sat 28", style: .body, color: grey).offset(y: 60) }
            .frame(width: 200, height: 40).clipShape(.rect))
        XCTAssertEqual(try PixelContrast.findings(cut), [], "text its clip cuts away draws nothing")
        let covered = try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey); block(.white).role(.chrome, name: "dock") })
        XCTAssertEqual(try PixelContrast.findings(covered), [], "text under the chrome painted over it")
        let touched = try frame(ZStack { Fill(ThemeColor(Color.black)); Text("Add", style: .body, color: ThemeColor(Color.white))
            block(Color.white.opacity(0.6), share: 0.5, name: "touch") })
        XCTAssertEqual(try PixelContrast.findings(touched), [], "a flow's finger mark over it is not what it is drawn on")
    }

    func testOnlyAnExplicitInkRoleExemptsAndKeyElementsAreErrors() throws {
        let faint = try PixelContrast.findings(try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey) }))
        XCTAssertEqual(faint.map(\.severity), [.warning], "a caption off a key element")
        let action = try PixelContrast.findings(try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey).role(.pill, name: "Save") }))
        XCTAssertEqual(action.map(\.severity), [.error], "an action's label")
        let whole = try PixelContrast.findings(try frame(ZStack { gradient; Text("$12.50", style: .body, color: grey).whole() }))
        XCTAssertEqual(whole.map(\.severity), [.error], "an amount")
        for role in InkRole.allCases {
            XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { gradient; Text("Sat 28", style: .body, color: grey).inkRole(role) })), [])
        }
    }

    func testTheGroupsOpacityFadesTheInk() throws {
        let black = ThemeColor(Color.black)
        XCTAssertEqual(try PixelContrast.findings(try frame(ZStack { Fill(ThemeColor(Color.white)); Text("Sat", style: .body, color: black) })), [])
        let faded = try PixelContrast.findings(try frame(ZStack { Fill(ThemeColor(Color.white)); Text("Sat", style: .body, color: black).opacity(0.3) }))
        XCTAssertEqual(faded.count, 1)
        XCTAssertTrue(faded.first?.message.contains("on #FFFFFF") ?? false, faded.first?.message ?? "")
    }
}
