import CCairo
import FolioCore

/// Writes a PDF's structure tags, named destinations and links through Cairo's tags while the frame
/// renderer walks each page's tree: a frame's tags open before it is drawn and close after it.
///
/// Every element sits in one `Document` element. Cairo 1.16 drops that root (and `/MarkInfo`) when
/// anything is drawn inside it before its first child begins, so it begins with the first element,
/// whatever was drawn before. It garbles the tree, or crashes, when tags are used inside a group
/// (`cairo_push_group`), so nothing is tagged inside translucent groups (`suspend`/`resume`); their own
/// tags wrap them.
final class PDFStructure {
    /// What `open` began for one frame, for `close` to end in reverse.
    struct Opened {
        fileprivate let tags: [String]
        fileprivate let plain: Bool
    }

    private let cr: OpaquePointer
    /// The marks of the page being drawn, by frame name.
    var marks: [String: PDFMark] = [:]
    /// The alternative text of every `Figure` begun, in order ("" for none): Cairo cannot write `/Alt`,
    /// so `PDFFinishing` adds it to the figures' structure elements afterwards.
    private(set) var figureAlts: [String] = []
    /// Every named destination defined so far, in order.
    private(set) var destinations: [String] = []
    /// Every link target so far, in order.
    private(set) var links: [PDFLink] = []
    /// How many heading, paragraph, figure, link or artifact elements enclose the frame being drawn:
    /// inside one, frames get no standard role.
    private var plainDepth = 0
    private var suspended = 0
    /// The structure elements open around the frame being drawn, innermost last.
    private var stack: [String] = []
    /// The depths in `stack` of the lists `willDraw` opened around runs of items.
    private var runs: [Int] = []
    private var documentBegun = false

    init(cr: OpaquePointer) { self.cr = cr }

    /// Stops tagging until the matching `resume` (inside an opacity layer).
    func suspend() { suspended += 1 }
    func resume() { suspended -= 1 }

    /// Begins the tags of `frame`, whose own coordinates map to the page by `transform`.
    func open(_ frame: Frame, transform: AffineTransform) -> Opened {
        guard suspended == 0 else { return Opened(tags: [], plain: false) }
        let mark = frame.name.flatMap { marks[$0] }
        if let name = mark?.destination {
            let corner = transform.apply(Point.zero)
            cairo_tag_begin(cr, CAIRO_TAG_DEST, "name=\(Self.quoted(name)) x=\(Self.number(corner.x)) y=\(Self.number(corner.y))")
            cairo_tag_end(cr, CAIRO_TAG_DEST)
            destinations.append(name)
        }
        var tags: [String] = []
        let role = self.role(of: frame)
        switch role {
        case .heading(let level): tags = ["H\(min(6, max(1, level)))"]
        case .paragraph: tags = ["P"]
        case .figure(let alt):
            tags = ["Figure"]
            figureAlts.append(alt)
        case .list: tags = ["L"]
        case .listItem: tags = ["LI", "LBody"]
        case .artifact, nil: break
        }
        for tag in tags { begin(tag) }
        if let link = mark?.link {
            let r = transform.apply(frame.bounds)
            let area = "rect=[\([r.minX, r.minY, r.width, r.height].map(Self.number).joined(separator: " "))]"
            begin(CAIRO_TAG_LINK, attributes: Self.attributes(link) + " " + area)
            tags.append(CAIRO_TAG_LINK)
            links.append(link)
        }
        let plain: Bool
        switch role {
        case .heading, .paragraph, .figure, .artifact: plain = true
        default: plain = mark?.link != nil
        }
        if plain { plainDepth += 1 }
        return Opened(tags: tags, plain: plain)
    }

    /// Ends what `open` began.
    func close(_ opened: Opened) {
        for tag in opened.tags.reversed() { end(tag) }
        if opened.plain { plainDepth -= 1 }
    }

    /// Before drawing `siblings[index]`: a list begins with the first of a run of list items
    /// (separators between items stay inside it), unless a list is already open.
    func willDraw(_ siblings: [Frame], _ index: Int) {
        guard startsRun(siblings, index) else { return }
        runs.append(stack.count)
        begin("L")
    }

    /// After drawing `siblings[index]`: the list ends with the last item of its run.
    func didDraw(_ siblings: [Frame], _ index: Int) {
        guard let depth = runs.last, depth == stack.count - 1, endsRun(siblings, index) else { return }
        runs.removeLast()
        end("L")
    }

    private func startsRun(_ siblings: [Frame], _ index: Int) -> Bool {
        guard suspended == 0, stack.last != "L", isItem(siblings[index]) else { return false }
        return !(siblings[..<index].reversed().drop(while: { $0.role == .separator }).first.map(isItem) ?? false)
    }

    private func endsRun(_ siblings: [Frame], _ index: Int) -> Bool {
        isItem(siblings[index])
            && !(siblings[(index + 1)...].drop(while: { $0.role == .separator }).first.map(isItem) ?? false)
    }

    private func isItem(_ frame: Frame) -> Bool { role(of: frame) == .listItem }

    /// The frame's marked role, else its standard one outside plain elements.
    private func role(of frame: Frame) -> PDFRole? {
        if let role = frame.name.flatMap({ marks[$0]?.role }) { return role }
        return plainDepth > 0 ? nil : PDFRole.standard(for: frame)
    }

    /// Ends the `Document` element, after the last page.
    func finish() {
        if documentBegun { cairo_tag_end(cr, "Document") }
    }

    private func begin(_ tag: String, attributes: String? = nil) {
        if !documentBegun {
            cairo_tag_begin(cr, "Document", nil)
            documentBegun = true
        }
        cairo_tag_begin(cr, tag, attributes)
        stack.append(tag)
    }

    private func end(_ tag: String) {
        cairo_tag_end(cr, tag)
        stack.removeLast()
    }

    /// Cairo's link attributes for a target.
    private static func attributes(_ link: PDFLink) -> String {
        switch link {
        case .destination(let name): return "dest=\(quoted(name))"
        case .page(let page): return "page=\(page)"
        case .url(let url): return "uri=\(quoted(url))"
        }
    }

    /// A Cairo attribute string: single quotes, with quotes and backslashes escaped.
    static func quoted(_ s: String) -> String {
        "'" + s.map { $0 == "\\" || $0 == "'" ? "\\\($0)" : String($0) }.joined() + "'"
    }

    /// A coordinate for Cairo's attribute parser: plain decimal, to a thousandth.
    private static func number(_ x: Double) -> String {
        let r = (x * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}
