import Foundation
import FolioTestSupport
import XCTest
@testable import FolioCLI

/// Running `folio report` with arguments built at run time, and reading the PDFs back with poppler,
/// as a person's tools would.
public enum ReportPDF {
    /// What a poppler tool prints for `arguments`; fails the test when poppler-utils is missing
    /// (`scripts/setup.sh` installs it).
    public static func poppler(_ tool: String, _ arguments: [String]) throws -> String { try ExternalTool.run(tool, arguments) }

    /// The text of one page (1-based), or of the whole document.
    public static func text(_ pdf: String, page: Int? = nil) throws -> String {
        let range = page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []
        return try poppler("pdftotext", range + [pdf, "-"])
    }

    /// The outline's bookmarks as "page title", from `pdftohtml -xml`.
    public static func outline(_ pdf: String) throws -> [String] {
        let xml = try poppler("pdftohtml", ["-xml", "-stdout", "-i", "-q", pdf])
        return xml.components(separatedBy: "<item page=\"").dropFirst().map { item in
            let page = item.prefix { $0 != "\"" }
            let title = item.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return "\(page) \(title)"
        }
    }

    /// `pdfinfo`'s fields by name.
    public static func info(_ pdf: String) throws -> [String: String] {
        var fields: [String: String] = [:]
        for line in try poppler("pdfinfo", [pdf]).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// A folder of snapshots for a report: the bundled ones named in `apps`, each changed by `edit`.
    public static func snapshots(in dir: String, apps: [String], edit: (String, inout [String: Any]) -> Void = { _, _ in }) throws -> String {
        let folder = "\(dir)/snapshots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for app in apps {
            let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots/\(app).json")
            var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            edit(app, &json)
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: "\(folder)/\(app).json"))
        }
        return folder
    }
}
