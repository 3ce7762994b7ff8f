import FolioApps
import FolioCore

/// One laid-out part of a block: its frames (relative to the block) and, when a reader meets it,
/// what it is (its rect relative to the block too).
struct LaidPart {
    var frame: Frame
    var element: ReportElement?

    /// The part moved by `offset`, its element with it.
    func moved(by offset: Point) -> LaidPart {
        var copy = self
        copy.frame.origin = Point(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y)
        if let rect = element?.rect {
            copy.element?.rect = Rect(origin: Point(x: rect.minX + offset.x, y: rect.minY + offset.y), size: rect.size)
        }
        return copy
    }
}

/// A block laid out at the content width: never split across pages.
struct LaidBlock {
    var height: Double
    var parts: [LaidPart]
    /// A destination named at the block's top (a section's heading).
    var destination: String?
}

extension LaidBlock {
    /// `blocks` one under another, `spacing` apart, as one block (never split, scaled as one), with
    /// the first block's destination.
    init(stacking blocks: [LaidBlock], spacing: Double) {
        var y = 0.0
        var parts: [LaidPart] = []
        for (i, block) in blocks.enumerated() {
            if i > 0 { y += spacing }
            parts += block.parts.map { $0.moved(by: Point(x: 0, y: y)) }
            y += block.height
        }
        self.init(height: y, parts: parts, destination: blocks.first?.destination)
    }
}

/// The content of one page before its chrome: the parts placed in page coordinates.
struct PageContent {
    var parts: [LaidPart] = []
    var destinations: [ReportDestination] = []
}

/// Places blocks down the content area of pages, starting a new page when the next block does not
/// fit in what is left, so no figure is split and nothing reaches into the margins. A block taller
/// than a whole page is scaled down to fit one.
struct Paginator {
    let content: Rect
    let spacing: Double
    private(set) var pages: [PageContent] = []
    private var cursor: Double = 0

    init(content: Rect, spacing: Double) {
        self.content = content
        self.spacing = spacing
    }

    /// The name of a page's `index`th part: unique on the page, and unlike any name a view gives.
    static func partName(_ index: Int) -> String { "§part-\(index)" }

    /// Ends the current page (if any) so the next block starts a fresh one.
    mutating func startPage() {
        pages.append(PageContent())
        cursor = content.minY
    }

    /// Places `block` under the last one, on a new page when it does not fit.
    mutating func place(_ block: LaidBlock, spacingBefore: Double? = nil) {
        if pages.isEmpty { startPage() }
        let isFirst = pages[pages.count - 1].parts.isEmpty
        var y = isFirst ? cursor : cursor + (spacingBefore ?? spacing)
        if !isFirst, y + block.height > content.maxY {
            startPage()
            y = cursor
        }
        let scale = min(1, content.height / max(block.height, 1))
        let parts = scale == 1 ? block.parts : block.parts.map { part in
            var scaled = part
            scaled.frame = .group([part.frame], size: Size(width: content.width, height: block.height * scale),
                                  group: Group(transform: .scale(x: scale, y: scale)))
            scaled.element?.rect = part.element.map {
                Rect(x: $0.rect.minX * scale, y: $0.rect.minY * scale, width: $0.rect.width * scale, height: $0.rect.height * scale)
            } ?? .zero
            return scaled
        }
        let origin = Point(x: content.minX, y: y)
        let first = pages[pages.count - 1].parts.count
        pages[pages.count - 1].parts += parts.enumerated().map { i, part in
            var placed = part.moved(by: origin)
            placed.frame.name = Self.partName(first + i)
            placed.element?.frameName = Self.partName(first + i)
            return placed
        }
        if let name = block.destination {
            pages[pages.count - 1].destinations.append(ReportDestination(name: name, point: origin, frameName: Self.partName(first)))
        }
        cursor = y + block.height * scale
    }
}
