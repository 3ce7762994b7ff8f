import FolioCore
import Foundation
@testable import FolioGraphics

/// A three-page report for the PDF tests: a contents page whose rows link to two sections, each
/// with a heading that is a destination, text and a figure.
enum ReportFixture {
    static let page = Size(width: 420, height: 595)
    static let mood = "Mood rose from Low on Monday to Good on Friday"
    static let water = "Water: 2 150 ml a day — the goal met on 5 of 7 days ✓"

    static func metadata() -> PDFMetadata {
        PDFMetadata(title: "Your week", author: "Juno", subject: "Weekly progress, 2026-W48",
                    keywords: ["self-care", "water"], creator: "FolioGraphicsTests",
                    date: Date(timeIntervalSince1970: 1_795_000_000))
    }

    static func pages() -> [PDFPage] {
        [
            PDFPage(contents(), outline: [PDFOutlineEntry("Contents")],
                    marks: ["contents Mood": .link(to: "mood"), "contents Water": .link(to: "water")]),
            PDFPage(section("Mood", chart: chart(name: mood)), outline: [PDFOutlineEntry("Mood", destination: "mood")],
                    marks: ["Mood title": .heading(1, destination: "mood")]),
            PDFPage(section("Water", chart: chart(name: "water chart")),
                    outline: [PDFOutlineEntry("Water", destination: "water"), PDFOutlineEntry("Days", level: 2)],
                    marks: ["Water title": .heading(1, destination: "water"), "water chart": .figure(alt: water)]),
        ]
    }

    static func contents() -> Frame {
        let rows = ["Mood": 2, "Water": 3].sorted { $0.value < $1.value }.enumerated().map { index, entry in
            Frame.group([Fixtures.text(entry.key, .body), Fixtures.text("\(entry.value)", .body, at: Point(x: 300, y: 0))],
                        origin: Point(x: 40, y: 120 + Double(index) * 36), size: Size(width: 340, height: 24),
                        role: .row, name: "contents \(entry.key)")
        }
        var page = background([Fixtures.text("This week", .largeTitle, at: Point(x: 40, y: 48))] + rows)
        page.name = "contents"
        return page
    }

    static func section(_ title: String, chart: Frame) -> Frame {
        var heading = Fixtures.text(title, .largeTitle, at: Point(x: 40, y: 48))
        heading.name = "\(title) title"
        return background([heading, Fixtures.text("How the week went, day by day.", .body, at: Point(x: 40, y: 100), width: 340), chart])
    }

    static func chart(name: String) -> Frame {
        var path = Path()
        path.move(to: Point(x: 0, y: 100))
        for (i, y) in [80.0, 90, 60, 40, 20, 30, 10].enumerated() { path.line(to: Point(x: Double(i + 1) * 45, y: y)) }
        let line = Frame(size: Size(width: 340, height: 120), role: .shape,
                         item: .shape(ShapeItem(.path(path), stroke: Stroke(Color(rgb: 0x7C5CF0), width: 3))))
        return .group([line], origin: Point(x: 40, y: 150), size: Size(width: 340, height: 120), role: .chart, name: name)
    }

    static func background(_ children: [Frame]) -> Frame {
        .group([Fixtures.shape(Rect(size: page), .rect, .white)] + children, size: page, role: .screen)
    }
}
