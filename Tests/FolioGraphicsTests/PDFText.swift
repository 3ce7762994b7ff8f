import Foundation

/// The dictionaries of a PDF as text, the latest revision of each object: enough for tests to read the
/// structure tree, annotations and names that Cairo and the accessibility update wrote. Keys may come
/// in any order (qpdf writes them sorted), so dictionaries are matched by what they contain.
struct PDFText {
    /// Dictionary objects (no streams) by number.
    let objects: [Int: String]

    init(_ bytes: [UInt8]) {
        let text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        var objects: [Int: String] = [:]
        for match in text.matches(of: #/(\d+) 0 obj\n(<<[\s\S]*?)\nendobj/#) where !match.2.contains("stream") {
            if let number = Int(match.1) { objects[number] = String(match.2) }
        }
        self.objects = objects
    }

    /// A structure element.
    struct Element {
        let number: Int
        /// Its structure type: Document, H1, P, Figure, L, LI, LBody, Link, ...
        let type: String
        let dictionary: String
        /// Its `/Alt` text, decoded.
        var alt: String? {
            if let literal = dictionary.firstMatch(of: #/\/Alt \(((?:[^()\\]|\\.)*)\)/#) { return String(literal.1) }
            guard let hex = dictionary.firstMatch(of: #/\/Alt <(?i:feff)([0-9A-Fa-f]*)>/#) else { return nil }
            let digits = Array(hex.1)
            let units = stride(from: 0, to: digits.count, by: 4).compactMap { UInt16(String(digits[$0..<$0 + 4]), radix: 16) }
            return String(decoding: units, as: UTF16.self)
        }
    }

    /// Every structure element, by object number.
    var elements: [Element] {
        objects.keys.sorted().compactMap { number in
            guard let d = objects[number], d.contains("/Type /StructElem"), let type = d.firstMatch(of: #/\/S \/(\w+)/#) else {
                return nil
            }
            return Element(number: number, type: String(type.1), dictionary: d)
        }
    }

    /// The structure elements an element holds, in order (marked content and annotations left out).
    func children(of element: Element) -> [Element] {
        guard let k = element.dictionary.range(of: "/K ") else { return [] }
        let rest = element.dictionary[k.upperBound...]
        // The value of /K alone: an array up to its bracket, or one reference.
        let value = rest.hasPrefix("[") ? rest[..<(rest.firstIndex(of: "]") ?? rest.endIndex)] : rest.prefix { $0 != "/" && $0 != ">" }
        let kids = value.replacing(#/<<[^>]*>>/#, with: "")
        let byNumber = Dictionary(uniqueKeysWithValues: elements.map { ($0.number, $0) })
        return kids.matches(of: #/(\d+) 0 R/#).compactMap { Int($0.1).flatMap { byNumber[$0] } }
    }

    /// The page objects in page order.
    var pageObjects: [Int] {
        guard let pages = objects.values.first(where: { $0.contains(#/\/Type \/Pages[\s>]/#) }),
              let kids = pages.firstMatch(of: #/\/Kids \[([^\]]*)\]/#) else { return [] }
        return kids.1.matches(of: #/(\d+) 0 R/#).compactMap { Int($0.1) }
    }
}
