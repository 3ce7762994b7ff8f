import FolioLayout
import XCTest
import FolioCore

/// What the drawings tests share: the looks they draw in, the effects and paths in a frame tree.
public enum DrawingsFixture {
    /// The round test look (28 / 20) and the square one (24 / 16), each light and dark.
    public static let themes: [Theme] = [AppTheme.round, .square].flatMap { app in
        Appearance.allCases.map { Theme(app: app, appearance: $0) }
    }

    /// The group effects anywhere under `root`.
    public static func effects(in root: Frame) -> [Effect] {
        FrameProbe.frames(root).flatMap { entry -> [Effect] in
            if case .group(let g) = entry.frame.item { return g.effects }
            return []
        }
    }

    /// The path of a shape frame.
    public static func path(_ frame: Frame?, file: StaticString = #filePath, line: UInt = #line) -> Path {
        guard let frame, case .shape(let s) = frame.item, case .path(let p) = s.shape else {
            XCTFail("expected a path shape", file: file, line: line)
            return Path()
        }
        return p
    }

    /// The point a path ends on.
    public static func lastPoint(_ path: Path) -> Point? {
        for element in path.elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .cubic(_, _, let p): return p
            case .close: continue
            }
        }
        return nil
    }
}
