import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioTargets

/// The specimen pages show the spacing and motion tokens and say which type styles are Inter Display.
final class SpecimenTokensTests: XCTestCase {
    private func page(_ app: String) throws -> Frame {
        let target = try XCTUnwrap(TargetCatalog.target(named: "specimen.\(app)"))
        return try target.frame(RenderRequest(), measurer: GoldenFixtures.measurer)
    }

    private func texts(_ frame: Frame) -> [String] {
        var found: [String] = []
        frame.walk { f, _, _ in if case .text(let t) = f.item { found.append(t.string) } }
        return found
    }

    func testTheTypeScaleSaysWhichStylesAreInterDisplay() throws {
        let shown = texts(try page("water"))
        XCTAssertTrue(shown.contains("Inter Display from 20 pt: Large Title, Title, Title 2, Title 3. Inter below."), "\(shown)")
        XCTAssertTrue(shown.contains("34 bold · Inter Display"))
        XCTAssertTrue(shown.contains("17 semibold · Inter"))
    }

    func testSpacingBarsAreTheScaleAndMotionShowsEveryCurve() throws {
        var bars: [String: Double] = [:], curves = 0
        try page("pet").walk { f, rect, _ in
            if let name = f.name, name.hasPrefix("space ") { bars[String(name.dropFirst(6))] = rect.width }
            if f.name == "curve" { curves += 1 }
        }
        XCTAssertEqual(bars, ["xxs": Space.xxs, "xs": Space.xs, "sm": Space.sm, "md": Space.md, "lg": Space.lg, "xl": Space.xl, "xxl": Space.xxl])
        XCTAssertEqual(curves, SpecimenMotion.curves.count)
        XCTAssertTrue(texts(try page("pet")).contains("0.45 s · damping 0.5 · 16% over · settles in 0.78 s"))
    }
}
