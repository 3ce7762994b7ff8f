import FolioCore
import Foundation
import FolioTestSupport
import XCTest
@testable import FolioGraphics

/// Small frame trees and helpers shared by the graphics tests.
enum Fixtures {
    static let measurer: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("pinned fonts missing: \(error)") }
    }()

    /// The pinned fonts' library, for tests that shape on a font session themselves.
    static var fontLibrary: FontLibrary { measurer.library }

    static func shape(_ r: Rect, _ s: Shape, _ color: Color, stroke: Stroke? = nil) -> Frame {
        Frame(origin: r.origin, size: r.size, role: .shape, item: .shape(ShapeItem(s, fill: .solid(color), stroke: stroke)))
    }

    static func text(_ string: String, _ style: TextStyle = .body, at p: Point = .zero, width: Double? = nil,
                     maxLines: Int? = nil, color: Color = .black) -> Frame {
        let metrics = measurer.measure(string, style: style, width: width, maxLines: maxLines)
        return Frame(origin: p, size: Size(width: width ?? metrics.size.width, height: metrics.size.height), role: .text,
                     item: .text(TextItem(string, style: style, color: .solid(color), wraps: width != nil,
                                          maxLines: maxLines, metrics: metrics)))
    }

    /// A small card scene: background, a shadowed card with text and an icon, a glow and a glass pill.
    static func card() -> Frame {
        let card = Frame.group([
            shape(Rect(x: 0, y: 0, width: 160, height: 90), .rounded(24), .white),
            text("Water", .headline, at: Point(x: 14, y: 12)),
            text("1 250 ml of 2 000", TextStyle.footnote.tabular(), at: Point(x: 14, y: 38), color: Color(rgb: 0x3C3C43)),
            Frame(origin: Point(x: 118, y: 10), size: Size(width: 30, height: 30), role: .icon,
                  item: .icon(IconItem(.drop, size: 24, color: .solid(Color(rgb: 0x4FA8FF))))),
        ], origin: Point(x: 20, y: 20), size: Size(width: 160, height: 90), role: .card,
           group: Group(effects: [.shadow(color: Color.black.opacity(0.2), radius: 12, offset: Point(x: 0, y: 4))]))
        let glow = Frame.group([text("30", TextStyle(size: 28, weight: .bold), color: Color(rgb: 0xFFA940))],
                               origin: Point(x: 140, y: 120), size: Size(width: 40, height: 34),
                               group: Group(effects: [.glow(color: Color(rgb: 0xFFA940), radius: 8)]))
        let glass = Frame.group([shape(Rect(x: 0, y: 0, width: 120, height: 36), .capsule, Color.white.opacity(0.3))],
                                origin: Point(x: 30, y: 125), size: Size(width: 120, height: 36), role: .glass,
                                group: Group(effects: [.backdropBlur(radius: 10, shape: .capsule)]))
        return .group([
            shape(Rect(x: 0, y: 0, width: 200, height: 170), .rect, Color(rgb: 0xF2F2F7)),
            shape(Rect(x: 40, y: 110, width: 60, height: 60), .ellipse, Color(rgb: 0xFF6B8B)),
            card, glow, glass,
        ], size: Size(width: 200, height: 170), role: .screen)
    }

    static func pdfMetadata() -> PDFMetadata {
        PDFMetadata(title: "Folio test", author: "Folio", subject: "Graphics", keywords: ["test"],
                    creator: "FolioGraphicsTests", date: Date(timeIntervalSince1970: 1_795_000_000))
    }

    /// The results of `render` run on four threads at once, in order (empty where it threw).
    static func inParallel(_ render: @escaping @Sendable () throws -> [UInt8]) -> [[UInt8]] {
        var results = [[UInt8]](repeating: [], count: 4)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: results.count) { i in
            let bytes = (try? render()) ?? []
            lock.lock()
            results[i] = bytes
            lock.unlock()
        }
        return results
    }

    /// A fresh directory under the system's temporary one.
    static func temporaryDirectory() throws -> String { try TestFiles.temporaryDirectory("graphics") }

    /// What a command-line tool prints; a missing tool fails the test.
    static func run(_ tool: String, _ arguments: [String]) throws -> String { try ExternalTool.run(tool, arguments) }
}
