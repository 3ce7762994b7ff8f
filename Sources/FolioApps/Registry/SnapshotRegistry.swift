import FolioDomain

/// Every app's snapshot format, taken from the app catalog, so the command line can print a schema
/// or load a snapshot for an app without knowing the apps itself.
public enum SnapshotRegistry {
    /// The formats, in the order apps are listed.
    public static var formats: [any AppSnapshot.Type] { AppCatalog.apps.map(\.snapshotType) }

    /// The app ids ("pet", "water").
    public static var appIDs: [String] { formats.map { $0.appID } }

    /// The format of the app `appID`, or nil for an unknown app.
    public static func format(for appID: String) -> (any AppSnapshot.Type)? {
        formats.first { $0.appID == appID }
    }

    /// The format whose files say `"schema": schemaID`, or nil.
    public static func format(schema schemaID: String) -> (any AppSnapshot.Type)? {
        formats.first { $0.schemaID == schemaID }
    }
}
