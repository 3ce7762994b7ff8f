import FolioCore
import XCTest

final class FrameOutlineTests: XCTestCase {
    func testTheOutlineHasOneIndentedLinePerFrame() {
        let card = Frame(origin: Point(x: 16, y: 120.5), size: Size(width: 361, height: 240), role: .card, name: "Today",
                         item: .shape(ShapeItem(.roundedRect(radius: 28, style: .continuous), fill: .solid(.white))))
        let icon = Frame(origin: Point(x: 8, y: 8), size: Size(width: 24, height: 24), role: .icon,
                         item: .icon(IconItem(.sparkles, size: 24, color: .solid(.black))))
        let root = Frame.group([card, .group([icon], origin: Point(x: 0, y: 400), size: Size(width: 40, height: 40),
                                             group: Group(clip: .ellipse, opacity: 0.5))],
                               size: Size(width: 393, height: 852), role: .screen, name: "demo.note")
        XCTAssertEqual(root.outline, """
            screen 'demo.note' (0, 0) 393×852 group
              card 'Today' (16, 120.5) 361×240 r=28
              group (0, 400) 40×40 group clip opacity 0.5
                icon (8, 8) 24×24 [sparkles]
            """)
    }
}
