/// One problem lint found: which rule, where in the tree (a path of roles, names and child
/// indices from the root, e.g. `screen / card "Groceries" / text[1]`) and what is wrong.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    public var rule: LintRule
    public var path: String
    public var message: String

    public init(rule: LintRule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// `path: message [rule]`.
    public var description: String { "\(path): \(message) [\(rule.rawValue)]" }
}
