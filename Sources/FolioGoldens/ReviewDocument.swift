import FolioGraphics
import FolioLayout
import Foundation
import FolioStorybook
import FolioTargets

/// The golden review as a PDF for people who review on paper (`Output/review/review.pdf`): a cover
/// with the summary, then a page per failing target with its appearances side by side, each as
/// its counts and the frame-tree changes in words over expected | actual | diff.
public struct ReviewDocument {
    public var page: ReviewPage

    public init(page: ReviewPage) {
        self.page = page
    }

    static let margin = 28.0

    /// Writes `review.pdf` into the review folder; returns its path.
    @discardableResult
    public func write(measurer: any TextMeasuring) throws -> String {
        let metadata = PDFMetadata(title: "Golden review", author: "Folio", subject: page.report.summary, creator: "Folio",
                                   date: OutputFormat.tokenDate)
        let document = try PDFDocument(metadata: metadata, options: RenderOptions(scale: 1))
        try document.addPage(cover(measurer: measurer))
        for results in page.report.failingTargets {
            try document.addPage(targetPage(results, measurer: measurer))
        }
        try AtomicFile.createDirectory(page.suite.reviewDirectory)
        let path = (page.suite.reviewDirectory as NSString).appendingPathComponent("review.pdf")
        try document.write(to: path)
        return path
    }

    private func cover(measurer: any TextMeasuring) -> Frame {
        var composer = PageComposer(measurer: measurer)
        let m = Self.margin, width = PageComposer.a4Landscape.width - 2 * m
        var y = m
        y += composer.text("Golden review", style: .largeTitle, at: Point(x: m, y: y), width: width) + 6
        y += composer.text(page.report.summary, style: .headline, at: Point(x: m, y: y), width: width, lines: 2) + 14
        var lines = page.report.packageDifferences.map { "Not compared — made with other packages: \($0)" }
        if page.report.failed, page.report.packageDifferences.isEmpty { lines.append("Accept every change: \(page.acceptCommand(nil))") }
        lines += page.report.failingTargets.map { results in
            "\(results[0].target.name): " + results.filter(\.isFailure).map { "\($0.mode) \($0.message)" }.joined(separator: "; ")
        }
        lines += page.report.orphaned.map { "orphaned: \($0)" }
        if lines.isEmpty { lines = ["Every golden matches."] }
        for line in lines where y < PageComposer.a4Landscape.height - m - 16 {
            y += composer.text(line, style: .subheadline, at: Point(x: m, y: y), width: width, lines: 2) + 4
        }
        return composer.page(name: "summary")
    }

    /// One target: its appearances side by side, each its changes in words over expected | actual | diff.
    private func targetPage(_ results: [GoldenResult], measurer: any TextMeasuring) -> Frame {
        var composer = PageComposer(measurer: measurer)
        let m = Self.margin, size = PageComposer.a4Landscape
        composer.text(results[0].target.name, style: .title3, at: Point(x: m, y: m), width: size.width - 2 * m)
        composer.text("accept: \(page.acceptCommand(results[0].target.name))", style: .caption, color: .secondaryLabel,
                      at: Point(x: m, y: m + 28), width: size.width - 2 * m)
        let columnWidth = (size.width - 2 * m - Double(results.count - 1) * 20) / Double(results.count)
        for (column, result) in results.enumerated() {
            let x = m + Double(column) * (columnWidth + 20)
            var y = m + 52
            y += composer.text("\(result.mode): \(result.message)", style: TextStyle.footnote.weight(.semibold),
                               at: Point(x: x, y: y), width: columnWidth, lines: 2) + 6
            for change in result.changes.prefix(6) {
                y += composer.text("• \(change)", style: .caption, at: Point(x: x, y: y), width: columnWidth, lines: 2) + 2
            }
            let pictures = result.isFailure
                ? [(result.expectedImage, "expected"), (result.actualImage, "actual"), (result.diffImage, "diff")]
                : [(result.expectedImage, "unchanged")]
            let slot = (columnWidth - 16) / 3, imageHeight = size.height - m - 14 - (y + 6)
            for (index, (file, caption)) in pictures.enumerated() {
                guard let file, let png = FileManager.default.contents(atPath: (page.suite.reviewDirectory as NSString).appendingPathComponent(file))
                else { continue }
                let box = Rect(x: x + Double(index) * (slot + 8), y: y + 6, width: slot, height: imageHeight)
                let placed = composer.image([UInt8](png), fittingIn: box, name: "\(result.mode) \(caption)")
                composer.text(caption, style: .caption2, color: .secondaryLabel, at: Point(x: box.minX, y: placed.maxY + 3), width: slot)
            }
        }
        return composer.page(name: results[0].target.name)
    }
}
