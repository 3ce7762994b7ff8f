import Foundation

/// Two numbers written with a separator between them, as card options take them: a tilt `8,-14`,
/// a shard `2/8`, a size `1080x1350`.
enum NumberPair {
    /// The two numbers of `text` split at one of `separators` (spaces around each allowed), or nil
    /// unless there are exactly two and both read as `T`.
    static func parse<T: LosslessStringConvertible>(_ text: String, separators: Set<Character>) -> (T, T)? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
            .map { T($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let first = parts[0], let second = parts[1] else { return nil }
        return (first, second)
    }
}
