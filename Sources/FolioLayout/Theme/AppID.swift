/// The id of an app Folio draws ("pet"), as it appears on the command line and in target names. Open
/// by design: each app's folder declares its own (`extension AppID { static let pet = AppID("pet") }`),
/// so this module knows no app; `folio` names Folio's own neutral look for specimen and document pages.
public struct AppID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app `id`.
    public init(_ id: String) { self.rawValue = id }

    public var description: String { rawValue }

    /// Folio's own neutral look (iOS system colours), for storybook and report pages.
    public static let folio = AppID("folio")
}
