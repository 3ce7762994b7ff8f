import FolioDomain
import FolioLayout

/// The sections a report template can name. Each says which app's snapshot it needs (a section
/// whose snapshot is missing is left out, and the contents page says so) and when a week has
/// nothing for it. Meals and spending slot in here as the recipe and budget apps arrive.
public enum ReportSectionKind: String, Sendable, CaseIterable {
    /// The first page: the kicker, the heading, the dates, the companion's scene.
    case cover
    /// The list of sections with their pages, each a link.
    case contents
    /// The week of moods: the line, the words, what shaped them, the week against the month.
    case mood
    /// Goals kept per area against the week before, and the days ticked.
    case goals
    /// The glowing streak number, the week ticked, the repairs left.
    case streak
    /// Each day's water against the goal, the days it was met, the week's llamas.
    case water

    /// The app whose snapshot the section needs; nil for sections that need none.
    public var app: AppID? {
        switch self {
        case .cover, .contents: nil
        case .mood, .goals, .streak: .pet
        case .water: .water
        }
    }

    /// Whether the section is a chapter: listed on the contents page and in the outline, and
    /// started on a page of its own.
    public var isChapter: Bool { app != nil }

    /// Whether the week has nothing for the section, so it says so in a sentence instead of
    /// showing zeros.
    func isEmpty(in data: ReportData) -> Bool {
        switch self {
        case .cover, .contents: false
        case .mood: data.petWeek?.mood.isEmpty ?? true
        case .goals, .streak: data.petWeek?.recorded == nil
        case .water: data.waterWeek?.isEmpty ?? true
        }
    }
}
