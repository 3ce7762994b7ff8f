extension StringCatalog {
    /// The largest catalog read: far above any app's strings, far below what could hurt.
    public static let sizeLimit = 16 << 20

    /// The catalog in the `.xcstrings` file at `path`.
    /// - Throws: ``StringCatalogError`` naming the file: bad data (every problem with its JSON path
    ///   and what was expected) or, when the file cannot be read, I/O.
    public static func read(contentsOf path: String) throws -> StringCatalog {
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput.read(path, limit: sizeLimit)
        } catch {
            let kind: FailureKind = if case .tooLarge = error { .badData } else { .io }
            throw StringCatalogError(file: path, problems: ["cannot read the catalog: \(error)"], failureKind: kind)
        }
        if let offset = BoundedInput.firstInvalidUTF8Offset(bytes) {
            throw StringCatalogError(file: path, problems: ["byte \(offset): expected UTF-8 text"])
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw StringCatalogError(file: path, problems: ["\(error)"])
        }
        return try StringCatalog(json: json, file: path)
    }

    /// The catalog `json` holds, read from `file` (named in the error).
    /// - Throws: ``StringCatalogError`` with every problem found.
    public init(json: JSONValue, file: String) throws {
        var reader = CatalogReader()
        let read = reader.catalog(json)
        guard reader.problems.isEmpty, let read else { throw StringCatalogError(file: file, problems: reader.problems) }
        self = read
    }
}
