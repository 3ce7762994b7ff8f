import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// At the accessibility sizes a row's value goes under its words, as iOS stacks a cell's detail, and
/// from AX4 a media row's picture goes on top: frame-tree numbers at Large, AX3 and AX5.
final class AccessibilityStackTests: XCTestCase {
    /// `view` laid out `width` wide at `size`, every frame as drawn.
    private func placed(_ view: any View, width: Double = 320, at size: DynamicTypeSize) -> [RowsProbe.Placed] {
        var environment = testEnvironment(.square)
        environment.textSize = size
        return RowsProbe.placed(layout(view, width: width, environment: environment))
    }

    private func rect(_ text: String, in frames: [RowsProbe.Placed]) throws -> Rect {
        try XCTUnwrap(frames.first { $0.text == text }, text).rect
    }

    func testAMediaRowsPillGoesUnderItsTitleAtAX3AndItsPictureOnTopFromAX4() throws {
        let row = MediaRow(picture: MediaRow.iconPicture(.clock, color: .accent), title: "Green shakshuka",
                           detail: "Eggs baked in spinach", accessory: .pill("25 min", icon: .clock))
        let large = placed(row, at: .large)
        XCTAssertGreaterThan(try rect("25 min", in: large).minX, try rect("Green shakshuka", in: large).maxX, "beside the title at Large")

        let ax3 = placed(row, at: .ax3)
        let title3 = try rect("Green shakshuka", in: ax3), pill3 = try rect("25 min", in: ax3)
        XCTAssertGreaterThanOrEqual(pill3.minY, title3.maxY - 1e-9, "under the title at AX3")
        let picture3 = try XCTUnwrap(ax3.first { $0.frame.name == "picture" }).rect
        XCTAssertLessThanOrEqual(picture3.maxX, title3.minX, "the picture still beside the words at AX3")

        let ax5 = placed(row, at: .ax5)
        let title5 = try rect("Green shakshuka", in: ax5)
        let picture5 = try XCTUnwrap(ax5.first { $0.frame.name == "picture" }).rect
        XCTAssertLessThanOrEqual(picture5.maxY, title5.minY, "the picture above the words at AX5")
        XCTAssertEqual(title5.minX, picture5.minX, accuracy: 1e-9, "both at the leading edge")
        let shakshuka = try XCTUnwrap(ax5.first { $0.text == "Green shakshuka" })
        guard case .text(let t) = shakshuka.frame.item else { return XCTFail("not text") }
        XCTAssertLessThanOrEqual(t.metrics.lineCount, 2, "one line a word, never inside one")
    }

    func testAnEnvelopeBlocksFiguresGoUnderItsNameAtAX3() throws {
        let block = ColorBlockList.block(.init(name: "Groceries", icon: .cart, amount: "US$ 293.35", detail: "left of US$ 640.00",
                                               fraction: 0.46, color: .accent))
        let large = placed(block, at: .large)
        XCTAssertGreaterThan(try rect("US$ 293.35", in: large).minX, try rect("Groceries", in: large).maxX, "beside the name at Large")
        let ax3 = placed(block, at: .ax3)
        let name = try rect("Groceries", in: ax3), amount = try rect("US$ 293.35", in: ax3)
        XCTAssertGreaterThanOrEqual(amount.minY, name.maxY - 1e-9, "under the name at AX3")
        guard case .text(let t) = try XCTUnwrap(ax3.first { $0.text == "Groceries" }).frame.item else { return XCTFail("not text") }
        XCTAssertEqual(t.metrics.lineCount, 1, "the name whole on its line")
    }

    func testATracksValueGoesUnderItsTitleAtAX3() throws {
        let track = ExpandingTrack("Cooking for", value: 0.3, valueLabel: "4 servings", steps: 11)
        let large = placed(track, at: .large)
        XCTAssertEqual(try rect("4 servings", in: large).midY, try rect("Cooking for", in: large).midY, accuracy: 2, "on one line at Large")
        let ax3 = placed(track, at: .ax3)
        let title = try rect("Cooking for", in: ax3), value = try rect("4 servings", in: ax3)
        XCTAssertGreaterThanOrEqual(value.minY, title.maxY - 1e-9, "under the title at AX3")
        XCTAssertEqual(value.minX, title.minX, accuracy: 1e-9, "at its leading edge")
    }
}
