@testable import FolioApps
import FolioLayout
import XCTest
@testable import FolioPieces

/// What the drawings tests share: environments with the fixed-width measurer, lookups in frame trees.
enum DrawingsFixture {
    /// The pet theme (28 / 20) and the water theme (24 / 16), each light and dark.
    static let themes: [Theme] = [AppTheme.pet, .water].flatMap { app in
        Appearance.allCases.map { Theme(app: app, appearance: $0) }
    }

    static func environment(_ theme: Theme = Theme(app: .pet)) -> Environment {
        Environment(theme: theme, measurer: FixedWidthTextMeasurer())
    }

    /// `view` laid out at `width` and as tall as it asks.
    static func lay(_ view: any View, width: Double = 353, theme: Theme = Theme(app: .pet)) -> Frame {
        layout(view, width: width, environment: environment(theme))
    }

    /// Every frame under `root` with its rectangle in root coordinates, depth first.
    static func frames(_ root: Frame) -> [(frame: Frame, rect: Rect)] {
        var all: [(Frame, Rect)] = []
        root.walk { frame, rect, _ in all.append((frame, rect)) }
        return all
    }

    /// The frames named `name`, in tree order.
    static func named(_ name: String, in root: Frame) -> [Frame] {
        frames(root).map(\.frame).filter { $0.name == name }
    }

    /// The group effects anywhere under `root`.
    static func effects(in root: Frame) -> [Effect] {
        frames(root).flatMap { entry -> [Effect] in
            if case .group(let g) = entry.frame.item { return g.effects }
            return []
        }
    }

    /// The path of a shape frame.
    static func path(_ frame: Frame?, file: StaticString = #filePath, line: UInt = #line) -> Path {
        guard let frame, case .shape(let s) = frame.item, case .path(let p) = s.shape else {
            XCTFail("expected a path shape", file: file, line: line)
            return Path()
        }
        return p
    }

    /// The point a path ends on.
    static func lastPoint(_ path: Path) -> Point? {
        for element in path.elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .cubic(_, _, let p): return p
            case .close: continue
            }
        }
        return nil
    }
}
