import FolioApps
import FolioCore
import FolioDomain
import FolioGraphics
import FolioLayout
import Foundation
import FolioTestSupport

/// What the share card tests draw with: the real text measurer, the bundled default snapshots, and
/// a plain test card whose colours make its pixels easy to read.
public enum CardFixtures {
    /// Pango with the pinned fonts, shared by the tests.
    public static let measurer: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("no fonts: \(error)") }
    }()

    public static let packageRoot = TestFiles.packageRoot

    /// The bundled default snapshot text of `app`.
    public static func defaultText(_ app: String) throws -> String {
        try String(contentsOfFile: "\(packageRoot)/Templates/snapshots/\(app).json", encoding: .utf8)
    }

    /// The bundled default water snapshot.
    public static func water() throws -> WaterSnapshot {
        try WaterSnapshot.decode(try defaultText("water"), file: "water.json")
    }

    /// The bundled default pet snapshot.
    public static func pet() throws -> PetSnapshot {
        try PetSnapshot.decode(try defaultText("pet"), file: "pet.json")
    }

    public static let backdrop = Color(rgb: 0x2050E0)
    public static let cardFill = Color(rgb: 0xDC2828)
    /// The marker near each corner, in the order top-left, top-right, bottom-right, bottom-left.
    public static let markers = [Color(rgb: 0x00C800), Color(rgb: 0xF0DC00), Color(rgb: 0x00DCDC), Color(rgb: 0xDC00DC)]
    /// The centres of the markers on the flat 300 × 375 card.
    public static let markerCentres = [Point(x: 40, y: 40), Point(x: 260, y: 40), Point(x: 260, y: 335), Point(x: 40, y: 335)]

    /// A card of plain colours through the real pipeline: a red face with a small square of its own
    /// colour near each corner, on a plain blue backdrop, with a blue shadow.
    public static let plainEntry = ShareCardEntry(.water, snapshot: WaterSnapshot.self,
                                           style: ShareCardStyle(icon: .drop, shadow: ThemeColor(Color(rgb: 0x001060))) { canvas in
        [Frame(size: canvas.size, role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(backdrop))))]
    }) { _ in
        let marks = Draw { _, _ in
            zip(markerCentres, markers).map { centre, color in
                Frame(origin: Point(x: centre.x - 6, y: centre.y - 6), size: Size(width: 12, height: 12), role: .shape,
                      item: .shape(ShapeItem(.rect, fill: .solid(color))))
            }
        }
        return ShareCardFace(content: marks, fill: ThemeColor(cardFill), headline: "Plain", detail: "A test card")
    }

    /// Which of the test card's colours a pixel is nearest to: "backdrop", "card" or "marker N".
    public static func classify(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> String {
        let named = [("backdrop", backdrop), ("card", cardFill)] + markers.enumerated().map { ("marker \($0.offset)", $0.element) }
        func distance(_ c: Color) -> Double {
            let d = [Double(pixel.red) - c.red * 255, Double(pixel.green) - c.green * 255, Double(pixel.blue) - c.blue * 255]
            return d.reduce(0) { $0 + $1 * $1 }
        }
        return named.min { distance($0.1) < distance($1.1) }?.0 ?? ""
    }

    /// The tree with every perspective effect taken out: the card drawn flat where it stands.
    public static func withoutPerspective(_ frame: Frame) -> Frame {
        guard case .group(var group) = frame.item else { return frame }
        group.effects.removeAll { if case .perspective = $0 { true } else { false } }
        group.children = group.children.map(withoutPerspective)
        var flat = frame
        flat.item = .group(group)
        return flat
    }

    /// A fresh folder for a test's files.
    public static func temporaryDirectory() throws -> String { try TestFiles.temporaryDirectory("cards") }
}
