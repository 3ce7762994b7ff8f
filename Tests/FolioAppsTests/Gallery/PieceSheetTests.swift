@testable import FolioApps
import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// The gallery page of a piece: labels on the leading margin, samples centred in the column, full-bleed
/// samples edge to edge.
final class PieceSheetTests: XCTestCase {
    private func sheet(_ samples: [PieceSample]) -> ControlsTree {
        let entry = PieceEntry(name: "probe", title: "Probe", summary: "A probe.", apps: [.pet]) { samples }
        return ControlsTree(PieceSheet(entry), width: 393)
    }

    func testANarrowSampleStandsCentredUnderItsLeadingLabel() throws {
        let tree = sheet([PieceSample("narrow", ShapeView(.rect).fill(.accent).frame(width: 120, height: 80).role(.tile, name: "dial"))])
        let dial = try XCTUnwrap(tree.node(named: "dial"))
        assertClose(dial.rect.midX, 393 / 2, "centred in the sheet, not pinned to the left margin")
        assertClose(try XCTUnwrap(tree.text("NARROW")).rect.minX, Space.lg, "its label on the margin")
    }

    func testAFullBleedSampleSpansTheSheetEdgeToEdge() throws {
        let tree = sheet([.edgeToEdge("rail", ShapeView(.rect).fill(.accent).frame(height: 40).role(.tile, name: "rail"))])
        let rail = try XCTUnwrap(tree.node(named: "rail"))
        assertClose(rail.rect.minX, Space.lg, "the view keeps the screen's margin")
        assertClose(rail.rect.maxX, 393 - Space.lg)
        let span = try XCTUnwrap(tree.nodes.first { $0.frame.groupItem?.clip == .rect && abs($0.rect.width - 393) < 1e-6 },
                                 "cut at the sheet's edges")
        assertClose(span.rect.minX, 0)
    }
}
