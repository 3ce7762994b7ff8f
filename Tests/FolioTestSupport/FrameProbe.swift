import FolioCore
import XCTest

/// Finding frames in a laid-out tree for the app screen tests: every frame with its rectangle in
/// root coordinates, by name, one that must be there, and the strings drawn.
public enum FrameProbe {
    /// Every frame under `root` with its rectangle in root coordinates, depth first.
    public static func frames(_ root: Frame) -> [(frame: Frame, rect: Rect)] {
        var all: [(Frame, Rect)] = []
        root.walk { frame, rect, _ in all.append((frame, rect)) }
        return all
    }

    /// The frames named `name`, with their rectangles.
    public static func named(_ name: String, in root: Frame) -> [(frame: Frame, rect: Rect)] {
        frames(root).filter { $0.frame.name == name }
    }

    /// The one frame named `name`; fails the test when there is none or more than one.
    public static func one(_ name: String, in root: Frame, file: StaticString = #filePath, line: UInt = #line) throws
        -> (frame: Frame, rect: Rect) {
        let found = named(name, in: root)
        XCTAssertEqual(found.count, 1, "frames named \(name)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    /// The names under `root` that start with `prefix`, in tree order.
    public static func names(startingWith prefix: String, in root: Frame) -> [String] {
        frames(root).compactMap(\.frame.name).filter { $0.hasPrefix(prefix) }
    }

    /// Every string drawn under `root`, in tree order.
    public static func texts(_ root: Frame) -> [String] {
        frames(root).compactMap { entry in
            if case .text(let t) = entry.frame.item { return t.string }
            return nil
        }
    }
}

extension FrameProbe {
    /// The text drawn under the one frame named `name`, its strings joined in tree order (an
    /// Odometer draws one string per column), or nil when no frame has the name.
    public static func string(under name: String, in root: Frame) -> String? {
        named(name, in: root).first.map { texts($0.frame).joined() }
    }
}
