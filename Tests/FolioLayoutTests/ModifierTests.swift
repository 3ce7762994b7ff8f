import FolioLayout
import FolioTestSupport
import XCTest

final class ModifierTests: XCTestCase {
    func testPaddingOffsetsWithoutAGroup() {
        let root = lay(box(40, 20).padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)).fixedSize(), width: 70, height: 40)
        XCTAssertEqual(root.children.count, 1)
        assertRect(root.children[0], 10, 5, 40, 20, "padded box", in: root)
        XCTAssertNil(root.children[0].groupItem, "padding must not add a group\n\(dump(root))")
    }

    func testPaddingShrinksTheProposal() {
        let root = lay(ShapeView(.rect).padding(.horizontal, 20), width: 100, height: 50)
        assertRect(root.children[0], 20, 0, 60, 50, "padded shape", in: root)
    }

    func testFixedFrameAlignsItsContent() {
        let root = lay(box(20, 10).frame(width: 100, height: 50, alignment: .bottomTrailing), width: 100, height: 50)
        assertRect(root.children[0], 80, 40, 20, 10, "box in frame", in: root)
    }

    func testMinAndMaxClampTheSize() {
        let small = lay(box(20, 10).frame(minWidth: 60, alignment: .leading), width: 300, height: 10)
        assertRect(small.children[0], 120, 0, 20, 10, "min width 60, box at leading edge of a centred 60 frame", in: small)
        let wide = lay(ShapeView(.rect).frame(maxWidth: 150, maxHeight: 30), width: 300, height: 100)
        assertRect(wide.children[0], 75, 35, 150, 30, "shape clamped to 150 × 30", in: wide)
        let greedy = lay(box(20, 10).frame(maxWidth: .infinity, alignment: .trailing), width: 300, height: 10)
        assertRect(greedy.children[0], 280, 0, 20, 10, "box at the trailing edge of a full-width frame", in: greedy)
    }

    func testIdealSizeAppliesWhenUnspecified() {
        let root = lay(ShapeView(.rect).frame(idealWidth: 80, idealHeight: 30).fixedSize(), width: 300, height: 100)
        assertRect(root.children[0], 110, 35, 80, 30, "ideal-size shape", in: root)
    }

    func testBackgroundAndOverlayTakeTheContentSize() {
        let view = box(60, 30)
            .background(ShapeView(.rect).fill(.card))
            .overlay(alignment: .topTrailing) { box(10, 10) }
        let root = lay(view, width: 60, height: 30)
        XCTAssertEqual(root.children.count, 3, dump(root))
        assertRect(root.children[0], 0, 0, 60, 30, "background", in: root)
        assertRect(root.children[1], 0, 0, 60, 30, "content", in: root)
        assertRect(root.children[2], 50, 0, 10, 10, "overlay badge", in: root)
    }

    func testOffsetIsAGroupTransform() throws {
        let root = lay(box(20, 20).offset(x: 5, y: -3), width: 20, height: 20)
        let group = try XCTUnwrap(root.children.first?.groupItem, dump(root))
        XCTAssertEqual(group.transform, .translation(x: 5, y: -3))
        assertRect(root.children[0], 0, 0, 20, 20, "offset keeps layout", in: root)
    }

    func testRotationTurnsAboutTheCentre() throws {
        let root = lay(box(40, 20).rotationEffect(degrees: 90), width: 40, height: 20)
        let transform = try XCTUnwrap(root.children.first?.groupItem?.transform, dump(root))
        let centre = transform.apply(Point(x: 20, y: 10))
        XCTAssertEqual(centre.x, 20, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 10, accuracy: 1e-9)
        let corner = transform.apply(Point(x: 0, y: 0))
        XCTAssertEqual(corner.x, 30, accuracy: 1e-9, "the top-left corner turns clockwise to the top-right")
        XCTAssertEqual(corner.y, -10, accuracy: 1e-9)
    }

    func testScaleAnchorsAtTheGivenPoint() throws {
        let root = lay(box(40, 20).scaleEffect(2, anchor: .topLeading), width: 40, height: 20)
        XCTAssertEqual(root.children.first?.groupItem?.transform, .scale(x: 2, y: 2), dump(root))
    }

    func testEffectsOnARoleGroupShareTheGroup() throws {
        let view = VStack { Text("A"); Text("B") }.role(.card, name: "c").opacity(0.5).shadow(radius: 4, y: 2)
        let root = lay(view, width: 100, height: 100)
        // Opacity merges into the card group; the shadow cannot (it would be faded) and wraps it.
        XCTAssertEqual(root.children.count, 1)
        let outer = try XCTUnwrap(root.children[0].groupItem, dump(root))
        XCTAssertEqual(outer.effects.count, 1)
        XCTAssertEqual(outer.children.first?.role, .card)
        XCTAssertEqual(outer.children.first?.groupItem?.opacity, 0.5)
    }

    func testClipShapeUsesTheThemeRadius() {
        let root = lay(VStack { box(10, 10); box(10, 10) }.clipShape(.tile), width: 100, height: 100, app: .round)
        XCTAssertEqual(root.children.first?.groupItem?.clip, .rounded(20), dump(root))
    }

    func testRoleRetagsALoneFrameInsteadOfWrapping() {
        let root = lay(ShapeView(.card).fill(.card).role(.card, name: "Groceries"), width: 100, height: 100)
        XCTAssertEqual(root.children.count, 1)
        XCTAssertEqual(root.children[0].role, .card)
        XCTAssertEqual(root.children[0].name, "Groceries")
        XCTAssertNotNil(root.children[0].shapeItem, "the card is the shape itself\n\(dump(root))")
    }

    func testTapTargetMarksTheFrame() {
        let root = lay(box(44, 44).tapTarget(), width: 44, height: 44)
        XCTAssertTrue(root.children[0].isTapTarget, dump(root))
    }

    func testCardHasAShadowInLightAndNoneInDark() throws {
        let card = Text("Hi").card(name: "hello")
        let light = try XCTUnwrap(lay(card, width: 300, height: 300).first(.card, "hello")?.groupItem)
        XCTAssertEqual(light.effects.count, 1)
        let dark = try XCTUnwrap(lay(card, width: 300, height: 300, appearance: .dark).first(.card, "hello")?.groupItem)
        XCTAssertEqual(dark.effects, [])
    }

    func testGlassPutsABlurredTintedSurfaceBehind() throws {
        let root = lay(box(100, 50).glass(), width: 100, height: 50)
        let glass = try XCTUnwrap(root.first(.glass), dump(root))
        guard case .backdropBlur(_, let shape)? = glass.groupItem?.effects.first else { return XCTFail(dump(root)) }
        XCTAssertEqual(shape, .capsule)
        XCTAssertEqual(glass.children.first?.shapeItem?.fill, .solid(Theme(app: .folio).color(.glassTint)))
    }

    func testCircleKeepsToACentredSquare() {
        let root = lay(ShapeView(.circle).fill(.accent).frame(width: 60, height: 40), width: 60, height: 40)
        assertRect(root.children[0], 10, 0, 40, 40, "circle", in: root)
        XCTAssertEqual(root.children[0].shapeItem?.shape, .ellipse)
    }

    func testDividerIsAHairlineAcrossItsStack() {
        let column = lay(VStack(spacing: 0) { box(100, 10); Divider(); box(100, 10) }, width: 100, height: 300)
        let line = column.first(.separator)
        XCTAssertEqual(line?.size.width, 100)
        XCTAssertEqual(line?.size.height ?? 0, 1.0 / 3, accuracy: 1e-9)
        let row = lay(HStack(spacing: 0) { box(10, 30); Divider(); box(10, 30) }, width: 300, height: 30)
        XCTAssertEqual(row.first(.separator)?.size.height, 30)
    }

    func testSafeAreaPaddingUsesTheDevice() {
        let root = layout(ShapeView(.rect).safeAreaPadding(), environment: testEnvironment())
        assertRect(root.first(.shape), 0, 59, 393, 852 - 59 - 34, "content", in: root)
    }

    func testDrawGetsItsSizeAndEnvironment() {
        let art = Draw { size, env in
            [Frame(size: size, role: .mascot, item: .shape(ShapeItem(.ellipse, fill: .solid(env.resolve(.round.azure)))))]
        }
        let root = lay(VStack(spacing: 0) { box(80, 20); art }, width: 80, height: 100, app: .round)
        assertRect(root.first(.mascot), 0, 20, 80, 80, "drawing", in: root)
        XCTAssertEqual(root.first(.mascot)?.shapeItem?.fill, .solid(Color(rgb: 0x58B0EE)))
    }

    func testImageFitsItsAspectRatio() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 200, 0, 0, 0, 100] + [UInt8](repeating: 0, count: 8)
        XCTAssertEqual(ImageView.pngSize(png), Size(width: 200, height: 100))
        let root = lay(ImageView(png: png), width: 100, height: 100)
        assertRect(root.first(.image), 0, 25, 100, 50, "fitted image", in: root)
        let filled = lay(ImageView(png: png, contentMode: .fill), width: 100, height: 100)
        XCTAssertEqual(filled.children[0].groupItem?.clip, .rect)
        assertRect(filled.children[0].children.first, -50, 0, 200, 100, "cropped image", in: filled)
    }
}
