import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioCards
@testable import FolioGraphics

/// The perspective warp as cards use it, read off the composed image's pixels: the card's edges run
/// between the corners the homography gives, each corner's marker lands where the homography puts
/// it, a zero tilt is the flat card, and the tilted edges are antialiased.
final class ShareCardWarpTests: XCTestCase {
    let size = ShareCardSize(width: 800, height: 1000)!

    func plainCard(_ tilt: CardTilt) throws -> ShareCard {
        try ShareCard(entry: CardFixtures.plainEntry, snapshot: CardFixtures.water(), size: size, tilt: tilt)
    }

    func testTheCornersAreWhereTheHomographySendsThem() throws {
        let card = try plainCard(CardTilt(pitch: 12, yaw: -20)!)
        let layout = card.layout
        let expected = Rect(size: card.entry.cardSize).cornerPoints.map { corner -> Point in
            let p = ProjectiveTransform.tilt(size: card.entry.cardSize, pitch: 12, yaw: -20).apply(corner)
            return Point(x: (layout.card.minX + p.x) * layout.scale, y: (layout.card.minY + p.y) * layout.scale)
        }
        for (corner, want) in zip(card.cornerPixels, expected) {
            XCTAssertEqual(corner.x, want.x, accuracy: 1e-9)
            XCTAssertEqual(corner.y, want.y, accuracy: 1e-9)
        }
        // Tilted for real: the top edge is shorter than the bottom (top tipped away), the left shorter than
        // the right (right edge toward the viewer).
        let c = card.cornerPixels
        XCTAssertLessThan(c[1].x - c[0].x, c[2].x - c[3].x)
        XCTAssertLessThan(c[3].y - c[0].y, c[2].y - c[1].y)
    }

    func testTheCardsShadowsAreDrawnFromItsOutline() throws {
        // The tilted group's content has a known outline (the card's shape in its box), so its two shadows
        // fill that outline warped instead of drawing the whole card again (`drawWarpedOutline`).
        for appearance in [Appearance.light, .dark] {
            var card = try plainCard(CardTilt(pitch: 12, yaw: -20)!)
            card.appearance = appearance
            var tilt: Frame?
            card.frame(measurer: CardFixtures.measurer).walk { frame, _, _ in if frame.name == "tilt" { tilt = frame } }
            let content = try XCTUnwrap(tilt?.children.first)
            XCTAssertEqual(content.solidOutline, SolidOutline(shape: Theme(app: AppCatalog.theme(of: card.entry.app), appearance: appearance).shape(.card),
                                                              box: Rect(size: card.entry.cardSize)), "\(appearance)")
        }
    }

    func testTheEdgesRunBetweenTheWarpedCornersAndTheMarkersFollow() throws {
        for tilt in [CardTilt(pitch: 12, yaw: -20)!, CardTilt(pitch: -25, yaw: 30)!, .standard] {
            let card = try plainCard(tilt)
            let image = try card.raster(measurer: CardFixtures.measurer)
            XCTAssertEqual([image.width, image.height], [size.width, size.height])
            let corners = card.cornerPixels
            let centre = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
            // Along each edge (clear of the rounded corners): card just inside, backdrop just outside.
            for i in 0..<4 {
                let (a, b) = (corners[i], corners[(i + 1) % 4])
                var normal = Point(x: -(b.y - a.y), y: b.x - a.x)
                let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
                normal = Point(x: normal.x / length, y: normal.y / length)
                let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                if (centre.x - mid.x) * normal.x + (centre.y - mid.y) * normal.y < 0 { normal = Point(x: -normal.x, y: -normal.y) }
                for t in [0.25, 0.5, 0.75] {
                    let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    for (step, want) in [(4.0, "card"), (-3.0, "backdrop")] {
                        let (x, y) = (Int(p.x + normal.x * step), Int(p.y + normal.y * step))
                        XCTAssertEqual(CardFixtures.classify(image.rgba(x: x, y: y)), want, "tilt \(tilt), edge \(i) at \(t): (\(x), \(y))")
                    }
                }
            }
            // Each corner's marker where the homography puts its centre.
            for (index, centre) in CardFixtures.markerCentres.enumerated() {
                let p = card.perspective.apply(centre)
                let (x, y) = (Int((card.layout.card.minX + p.x) * card.layout.scale), Int((card.layout.card.minY + p.y) * card.layout.scale))
                XCTAssertEqual(CardFixtures.classify(image.rgba(x: x, y: y)), "marker \(index)", "tilt \(tilt) at (\(x), \(y))")
            }
        }
    }

    func testAZeroTiltIsTheFlatCardToWithinRounding() throws {
        for card in [try plainCard(.flat), try ShareCard(entry: ShareCardEntry.water, snapshot: CardFixtures.water(),
                                                         size: ShareCardSize(width: 540, height: 675)!, tilt: .flat, appearance: .dark)] {
            let options = RenderOptions(scale: card.layout.scale)
            let frame = card.frame(measurer: CardFixtures.measurer)
            let warped = try renderRaster(frame, options: options)
            let flat = try renderRaster(CardFixtures.withoutPerspective(frame), options: options)
            XCTAssertEqual(warped.width, flat.width)
            // The flat layer is composited once more than the plain drawing: premultiplied alpha rounds twice on
            // a few antialiased pixels, never by more than 2.
            let differences = zip(warped.pixels, flat.pixels).map { abs(Int($0) - Int($1)) }
            XCTAssertLessThanOrEqual(differences.max() ?? 0, 2, "\(card.entry.app)")
            XCTAssertLessThan(differences.filter { $0 > 1 }.count, differences.count / 10_000, "\(card.entry.app)")
        }
    }

    func testTiltedEdgesAreAntialiased() throws {
        let card = try plainCard(CardTilt(pitch: 8, yaw: -24)!)
        let image = try card.raster(measurer: CardFixtures.measurer)
        let (top, bottom) = (card.cornerPixels[0], card.cornerPixels[3])
        // Rows across the slanted left edge, away from the rounded corners. Read as coverage (0 backdrop … 1
        // card), the pixels of a row add up to where the edge crosses it: an antialiased edge tells that to a
        // fraction of a pixel, a hard one only to the nearest pixel (errors up to half a pixel, a quarter on
        // average). And the ramp is short: at most two pixels neither backdrop nor card.
        var errors: [Double] = []
        for y in stride(from: Int(top.y + 0.2 * (bottom.y - top.y)), to: Int(top.y + 0.8 * (bottom.y - top.y)), by: 5) {
            let edge = top.x + (bottom.x - top.x) * (Double(y) + 0.5 - top.y) / (bottom.y - top.y)
            let first = Int(edge) - 6
            let reds = (first...first + 12).map { Double(image.rgba(x: $0, y: y).red) }
            guard let outside = reds.first, let inside = reds.last else { continue }
            let coverage = reds.map { min(1, max(0, ($0 - outside) / (inside - outside))) }
            XCTAssertLessThanOrEqual(coverage.filter { $0 > 0.1 && $0 < 0.9 }.count, 2, "row \(y): \(reds)")
            errors.append(Double(first) + 13 - coverage.reduce(0, +) - edge)
        }
        XCTAssertGreaterThan(errors.count, 50)
        let mean = errors.map(abs).reduce(0, +) / Double(errors.count)
        XCTAssertLessThan(mean, 0.12, "the edge is placed to \(mean) px on average")
        XCTAssertLessThan(errors.map(abs).max() ?? 1, 0.3)
    }
}
