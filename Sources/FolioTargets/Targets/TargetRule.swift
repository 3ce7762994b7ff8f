import FolioLayout

/// One selection rule of the storybook manifest: targets of these apps, of these kinds, whose names
/// match one of these globs. A field left out matches everything; a rule with no fields matches all.
public struct TargetRule: Hashable, Sendable {
    public var apps: [AppID]
    public var kinds: [RenderTarget.Kind]
    /// Globs on the target's name: `*` any run of characters, `?` one character ("piece.*", "pet.flow.*").
    public var names: [String]
    /// Why targets are excluded (required on exclusions, shown in the index and the summary).
    public var reason: String?

    public init(apps: [AppID] = [], kinds: [RenderTarget.Kind] = [], names: [String] = [], reason: String? = nil) {
        self.apps = apps
        self.kinds = kinds
        self.names = names
        self.reason = reason
    }

    /// Whether `target` is one this rule speaks of.
    public func matches(_ target: RenderTarget) -> Bool {
        (apps.isEmpty || apps.contains(target.app))
            && (kinds.isEmpty || kinds.contains(target.kind))
            && (names.isEmpty || names.contains { Glob.matches($0, target.name) })
    }
}

/// Shell-style wildcard matching on whole strings: `*` is any run of characters (dots included),
/// `?` any one character; everything else matches itself.
package enum Glob {
    /// Whether `text` matches `pattern` from end to end.
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var (pi, ti) = (0, 0)
        var star: Int?, resume = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; resume = ti; pi += 1
            } else if let s = star {
                pi = s + 1; resume += 1; ti = resume
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
