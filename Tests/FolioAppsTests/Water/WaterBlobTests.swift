import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioDomain
import FolioGraphics
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces
@testable import FolioApps

/// The day's blob on its pixels: nothing of it outside its glass, and each drink's band one colour.
final class WaterBlobTests: XCTestCase {
    /// A backdrop no part of the blob is drawn in.
    private static let backdrop = Color(rgb: 0xFF00FF)
    private static let scale = 2.0

    /// The blob of the bundled day (partway, so the glass does not glow) as Today draws it, on a
    /// plain backdrop.
    private func blob(_ appearance: Appearance) throws -> (image: RasterImage, size: Size) {
        let today = try Fixtures.water.snapshot().today
        let size = WaterTodayScreen.blobSize
        let view = LayerFill(bands: today.bands, goal: Double(today.goalMl), size: size, wave: 0.18, glass: .water.water)
            .background(ShapeView(.rect).fill(ThemeColor(Self.backdrop)))
        let frame = lay(view, width: size.width, height: size.height, app: .water, appearance: appearance)
        return (try renderRaster(frame, options: RenderOptions(scale: Self.scale)), size)
    }

    /// The blob's silhouette: its outline filled, widened by the outline's half-width and a pixel
    /// of anti-aliasing, in black on white, placed as ``LayerFill`` places its vessel.
    private func silhouette(_ size: Size) throws -> RasterImage {
        let unit = LayerFillVessel.unit
        let k = min(size.width / unit.width, size.height / unit.height)
        let place = AffineTransform.scale(x: k, y: k)
            .concatenating(.translation(x: (size.width - unit.width * k) / 2, y: (size.height - unit.height * k) / 2))
        let outline = LayerFillVessel.blob.applying(place)
        let margin = 1.6 / 2 * k + 1.5 / Self.scale
        let shape = Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(outline), fill: .solid(.black),
                                                                          stroke: Stroke(.black, width: 2 * margin))))
        let frame = Frame.group([Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(.white)))), shape],
                                size: size)
        return try renderRaster(frame, options: RenderOptions(scale: Self.scale))
    }

    func testNothingOfTheBlobIsDrawnOutsideItsOutline() throws {
        for appearance in Appearance.allCases {
            let (image, size) = try blob(appearance)
            let mask = try silhouette(size)
            XCTAssertEqual([image.width, image.height], [mask.width, mask.height])
            var stray: [String] = []
            for y in 0..<image.height {
                for x in 0..<image.width where mask.rgba(x: x, y: y).red == 255 {
                    let p = image.rgba(x: x, y: y)
                    if (p.red, p.green, p.blue) != (255, 0, 255) { stray.append("(\(x), \(y))") }
                }
            }
            XCTAssertEqual(stray.count, 0, "\(appearance): pixels outside the glass: \(stray.prefix(8).joined(separator: " "))")
        }
    }

    /// The light on the glass is one intentional shape, a streak down the left wall: no spark or
    /// second sliver beside it that reads as a speck of dirt on the glass.
    func testTheGlassLightIsOneStreakOnTheLeftWall() throws {
        let today = try Fixtures.water.snapshot().today
        let size = WaterTodayScreen.blobSize
        let root = Fixtures.water.lay(LayerFill(bands: today.bands, goal: Double(today.goalMl), size: size, wave: 0.18, glass: .water.water))
        let light = try FrameProbe.one("glass light", in: root)
        XCTAssertEqual(light.frame.children.map(\.name), ["glass highlight"])
        let streak = try FrameProbe.one("glass highlight", in: root).frame
        guard case .shape(let shape) = streak.item, case .path(let path) = shape.shape else { return XCTFail("a drawn streak") }
        let bounds = path.controlBounds
        XCTAssertLessThan(bounds.maxX, LayerFillVessel.unit.width * 0.15, "on the left wall")
        XCTAssertGreaterThan(bounds.height, LayerFillVessel.unit.height * 0.4, "a long streak, not a speck")
    }

    /// Each band reads as its drink's own colour: down the middle of the blob, every pixel within a
    /// band (away from its two edges) stays near the band's colour, and the seam between two bands
    /// is crisp (at most two pixels of blend at 2×).
    func testEachBandIsItsOwnColourWithCrispSeams() throws {
        let (image, size) = try blob(.light)
        let today = try Fixtures.water.snapshot().today
        let theme = Theme(app: .water, appearance: .light)
        let fill = LayerFill(bands: today.bands, goal: Double(today.goalMl), size: size)
        let unit = LayerFillVessel.unit
        let k = min(size.width / unit.width, size.height / unit.height)
        let dy = (size.height - unit.height * k) / 2
        let x = Int(size.width / 2 * Self.scale)
        let levels = fill.levels(top: LayerFillVessel.top, bottom: LayerFillVessel.bottom)
        func distance(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ c: Color) -> Double {
            let d = [Double(p.red) - c.red * 255, Double(p.green) - c.green * 255, Double(p.blue) - c.blue * 255]
            return d.map { $0 * $0 }.reduce(0, +).squareRoot()
        }
        // The middle bands (coffee, juice, tea): the bottom one is shaded by the glass's depth and
        // the top one lit by the surface.
        for i in 1..<(levels.count - 1) {
            let color = theme.resolve(today.bands[i].color)
            let top = Int(((levels[i].top * k) + dy) * Self.scale), bottom = Int(((levels[i].bottom * k) + dy) * Self.scale)
            for y in (top + 2)...(bottom - 2) {
                XCTAssertLessThan(distance(image.rgba(x: x, y: y), color), 40, "band \(i + 1) at row \(y) is its drink's colour")
            }
            let below = theme.resolve(today.bands[i - 1].color)
            let blended = (bottom - 3...bottom + 3).filter { y in
                let p = image.rgba(x: x, y: y)
                return distance(p, color) > 40 && distance(p, below) > 40
            }
            XCTAssertLessThanOrEqual(blended.count, 2, "the seam under band \(i + 1) is crisp, rows \(blended)")
        }
    }
}
