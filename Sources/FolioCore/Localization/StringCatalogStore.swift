import Foundation

/// The string catalogs, `Templates/strings/<name>.xcstrings` (one per app, and shared ones) (see ``Templates``), each read
/// once per process and shared by every render. An app whose catalog file does not exist draws its
/// keys as written (English), each lookup flagged as a fallback.
///
/// A render loads every catalog before it builds a view (``drawing(in:_:)``), so a broken catalog is
/// one clear error (exit 65) up front, and the lookups inside views, which cannot throw, only read.
///
/// `@unchecked Sendable`: its mutable state (the folder, the listing, the catalogs read) is only
/// touched under `lock`.
public final class StringCatalogStore: @unchecked Sendable {
    /// The store of the templates folder Folio found.
    public static let shared = StringCatalogStore(directory: nil)

    /// Catalogs by app id to use instead of the files, while set: for tests and for programs that
    /// hold their catalogs in memory.
    @TaskLocal public static var override: [String: StringCatalog]?

    /// Where the lookups that fell back to the source are written, while set (`folio lint`'s
    /// untranslated rule).
    @TaskLocal public static var fallbacks: FallbackLog?

    private let explicitDirectory: URL?
    private let lock = NSLock()
    private var folder: URL??
    private var listed: [String]?
    private var loaded: [String: Result<StringCatalog?, StringCatalogError>] = [:]

    /// A store reading `directory/strings`, or the found templates folder's when nil.
    public init(directory: URL?) {
        explicitDirectory = directory
    }

    /// The `strings` folder, found once.
    private var stringsFolder: URL? {
        if let folder { return folder }
        let found = (explicitDirectory ?? Templates.directory())?.appendingPathComponent("strings")
        folder = .some(found)
        return found
    }

    /// The catalog of `app`, read on first use; nil when the app has no catalog file.
    /// - Throws: ``StringCatalogError`` when the file is there and broken.
    public func catalog(app: String) throws -> StringCatalog? {
        if let given = Self.override { return given[app] }
        lock.lock()
        defer { lock.unlock() }
        if let result = loaded[app] { return try result.get() }
        let result: Result<StringCatalog?, StringCatalogError>
        if let url = stringsFolder?.appendingPathComponent("\(app).xcstrings"), FileManager.default.fileExists(atPath: url.path) {
            do { result = .success(try StringCatalog.read(contentsOf: url.path)) } catch let error as StringCatalogError {
                result = .failure(error)
            } catch {
                result = .failure(StringCatalogError(file: url.path, problems: ["\(error)"]))
            }
        } else {
            result = .success(nil)
        }
        loaded[app] = result
        return try result.get()
    }

    /// The names of the catalogs in the `strings` folder ("pet" for `pet.xcstrings`), sorted; listed
    /// once, as the catalogs are read once, so a render does no directory listing.
    public var names: [String] {
        lock.withLock {
            if let listed { return listed }
            let files = stringsFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
            let found = files.filter { $0.hasSuffix(".xcstrings") && !$0.hasPrefix(".") }.map { String($0.dropLast(".xcstrings".count)) }.sorted()
            listed = found
            return found
        }
    }

    /// Reads every catalog in the `strings` folder (the apps', and the shared ones such as the report's).
    /// - Throws: the first broken catalog's ``StringCatalogError``.
    public func loadAll() throws {
        guard Self.override == nil else { return }
        for name in names { _ = try catalog(app: name) }
    }

    /// `body` run in `locale` (as ``FolioLocale/current``) after every catalog is read, so a broken
    /// catalog fails here and not inside a view.
    public func drawing<T>(in locale: FolioLocale, _ body: () throws -> T) throws -> T {
        try loadAll()
        return try FolioLocale.$current.withValue(locale, operation: body)
    }

    /// `key` of `app` in the current locale with `arguments` (see ``StringCatalog/localized(_:locale:_:)``);
    /// the key itself, formatted, when the app has no catalog or it is broken. A fallback is written
    /// to ``fallbacks`` when that is set.
    public func localized(app: String, _ key: String, _ arguments: [FormatArgument]) -> LocalizedString {
        let locale = FolioLocale.current
        let catalog = (try? self.catalog(app: app)) ?? nil
        let string = (catalog ?? StringCatalog(sourceLanguage: FolioLocale.source.catalogLanguage, entries: [:]))
            .localized(key, locale: locale, arguments)
        if let log = Self.fallbacks { string.isFallback ? log.record(app: app, key: key, locale: locale) : log.recordAnswered(app: app) }
        return string
    }
}
