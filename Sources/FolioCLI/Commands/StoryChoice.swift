import FolioApps
import FolioLayout

/// `--story`: one named state of a screen, for commands that draw from a snapshot rather than a
/// screen (share cards, the report), which take the story's snapshot derived from theirs.
enum StoryChoice {
    /// The story named `name`: a whole id ("pet.home:away"; "pet.home" is its default story), or
    /// within `app` "home:away" (or "home"), or "away" when one screen of `app` alone has a story of that name.
    /// - Throws: a usage error naming the stories there are when none or several match.
    static func story(_ name: String, in app: AppID? = nil) throws -> StoryEntry {
        let stories = AppCatalog.stories.filter { app == nil || $0.app == app }
        let prefix = app.map { "\($0.rawValue)." } ?? ""
        let matches = stories.filter { [$0.id, prefix + $0.screen + ":" + $0.name, $0.name].contains(name) || $0.id == prefix + name }
        let whole = [name, prefix + name].lazy.compactMap(AppCatalog.story).first { app == nil || $0.app == app }
        if let story = whole ?? (matches.count == 1 ? matches.first : nil) { return story }
        let listed = (matches.isEmpty ? stories : matches).map(\.id)
        let shown = listed.prefix(8).joined(separator: ", ") + (listed.count > 8 ? ", … (see 'folio list stories')" : "")
        let problem = matches.isEmpty ? "names no story" : "names a story of several screens"
        throw CLIError.usage("--story '\(name.escapedForMessage)' \(problem)\(app.map { " of \($0.rawValue)" } ?? ""): \(shown)")
    }
}
