import Foundation

/// Why FolioKit could not render: each case says what to do about it. (A snapshot file that is not
/// valid throws Folio's own snapshot error, naming the file, the JSON path and what was expected.)
public enum FolioError: Error, Equatable, CustomStringConvertible {
    /// No registered target has this name; the names that start like it, if any.
    case unknownTarget(String, suggestions: [String])
    /// The templates (each app's default snapshot) were in none of these folders.
    case templatesNotFound(searched: [String])
    /// A request or a view asks for what cannot be drawn: what, and what was expected.
    case invalidRequest(String)

    public var description: String {
        switch self {
        case .unknownTarget(let name, let suggestions):
            "unknown target '\(name)'" + (suggestions.isEmpty ? "" : "; targets like it: " + suggestions.joined(separator: ", "))
                + " (see 'folio list')"
        case .templatesNotFound(let searched):
            "Folio's templates (each app's default snapshot, snapshots/<app>.json) were not found in "
                + searched.joined(separator: ", ")
                + ": pass FolioRenderer(templates: URL) naming a copy of Folio's Templates folder"
        case .invalidRequest(let problem):
            "cannot render: \(problem)"
        }
    }
}
