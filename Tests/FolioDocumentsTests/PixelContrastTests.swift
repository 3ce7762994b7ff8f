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
}
