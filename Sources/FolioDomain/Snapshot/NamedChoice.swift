/// A closed set of choices stored in snapshots by their raw name ("evening"), each shown with a
/// capitalised title ("Evening").
public protocol NamedChoice: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension NamedChoice {
    /// The raw name with its first letter capitalised.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
