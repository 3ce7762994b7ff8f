/// What link annotations do, in words for a screen reader (a link's `/Contents`).
final class PDFLinkDescriptions {
    private let root: QPDFObject
    private let pages: [Int]
    /// The bookmarks' titles by the named destination they open, once a link asks.
    private var titles: [String: String]?

    /// Descriptions of the links of the document of `root`, whose pages are the objects `pages`.
    init(root: QPDFObject, pages: [Int]) {
        self.root = root
        self.pages = pages
    }

    /// "Open https://…", "Go to Mood" (the bookmark's title of its destination) or "Go to mood"
    /// (the destination's name), "Go to page 2".
    func description(of link: QPDFObject) -> String {
        let action = link["A"]
        if let uri = action["URI"].text { return "Open \(uri)" }
        for destination in [link["Dest"], action["D"]] {
            if let name = destination.text {
                if let title = outlineTitles()[name] { return "Go to \(title)" }
                return "Go to " + name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            }
            if let name = destination.name { return "Go to \(name)" }
            if let page = destination.items.first, let index = pages.firstIndex(of: page.number), page.number != 0 {
                return "Go to page \(index + 1)"
            }
        }
        return "Link"
    }

    /// The bookmarks' titles by the named destination they open.
    private func outlineTitles() -> [String: String] {
        if let titles { return titles }
        var titles: [String: String] = [:]
        var seen = Set<Int>()
        func visit(_ item: QPDFObject, depth: Int) {
            var item = item
            while depth < 64, item.isDictionary, seen.insert(item.number).inserted {
                if let destination = item["Dest"].text, let title = item["Title"].text { titles[destination] = title }
                visit(item["First"], depth: depth + 1)
                item = item["Next"]
            }
        }
        visit(root["Outlines"]["First"], depth: 0)
        self.titles = titles
        return titles
    }
}
