import FolioCore

/// A JSON value read as the scalar a record expects, nil when it is another kind.
extension JSONValue {
    /// The string, or nil.
    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, or nil.
    package var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }
}
