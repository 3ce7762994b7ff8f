/// One problem lint found: which rule, where in the tree (a path of roles, names and child
/// indices from the root, e.g. `screen / card "Groceries" / text[1]`), what is wrong, and how much
/// it weighs (the rule's own severity unless the rule says otherwise for this one).
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    public var rule: LintRule
    public var path: String
    public var message: String
    /// Errors fail `folio lint`; warnings are reported.
    public var severity: LintRule.Severity

    public init(rule: LintRule, path: String, message: String, severity: LintRule.Severity? = nil) {
        self.rule = rule
        self.path = path
        self.message = message
        self.severity = severity ?? rule.severity
    }

    /// `path: message [rule]`.
    public var description: String { "\(path): \(message) [\(rule.rawValue)]" }
}
