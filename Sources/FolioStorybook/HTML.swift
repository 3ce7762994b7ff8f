import FolioLayout
import Foundation

/// Small helpers for the pages Folio writes and serves (storybook index, golden review, `folio serve`): escaping, the
/// shared style sheet, and reading a PNG's size without decoding it.
public enum HTML {
    /// `text` safe inside an element or a quoted attribute (see `String.escapedForMarkup`).
    public static func escape(_ text: String) -> String { text.escapedForMarkup }

    /// A relative path as a URL path: each segment percent-encoded, so names with spaces or `#` work.
    package static func href(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The opening of a page served with its styles inline (`folio serve`'s pages): doctype, title,
    /// the shared styles plus `style`.
    public static func head(title: String, style: String = "") -> String {
        opening(title: title, links: "<style>\n\(baseStyle)\n\(style)\n</style>\n")
    }

    /// The opening of a page written as files, whose style and script are files beside it
    /// (`stylesheet`, `script`: names relative to the page), so that it needs nothing inline and works
    /// under a strict Content-Security-Policy such as Jenkins' default (`style-src 'self'`). The
    /// stylesheet must hold `baseStyle`; the script is deferred, and a page must work without it.
    public static func head(title: String, stylesheet: String, script: String? = nil) -> String {
        opening(title: title, links: "<link rel=\"stylesheet\" href=\"\(href(stylesheet))\">\n"
            + (script.map { "<script src=\"\(href($0))\" defer></script>\n" } ?? ""))
    }

    private static func opening(title: String, links: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        \(links)</head>
        <body>

        """
    }

    /// The styles every page shares.
    public static let baseStyle = """
    :root { color-scheme: light dark; font-family: Inter, -apple-system, system-ui, sans-serif; }
    body { margin: 0 auto; max-width: 1800px; padding: 24px 32px 64px; background: #F2F2F7; color: #1C1C1E; }
    @media (prefers-color-scheme: dark) { body { background: #111113; color: #F2F2F7; } }
    h1 { font-size: 34px; margin: 0 0 4px; } h2 { font-size: 24px; margin: 40px 0 12px; }
    h3 { font-size: 17px; margin: 0; } .quiet { opacity: .65; } code { font-size: 13px; }
    nav a { margin-right: 14px; } figure { margin: 0; } figcaption { font-size: 12px; opacity: .65; margin-top: 4px; }
    img { display: block; max-width: 100%; height: auto; border-radius: 10px; box-shadow: 0 1px 4px #0003; }
    """

    /// The pixel size of the PNG at `path` from its header, or nil when it is missing or not a PNG.
    static func pngSize(atPath path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24) else { return nil }
        return ImageView.pngSize(Array(header))
    }

    /// "393 × 852".
    static func dimensions(_ size: Size) -> String {
        "\(JSONValue.format(size.width)) × \(JSONValue.format(size.height))"
    }
}
