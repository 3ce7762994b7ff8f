/// Lays its content out unchanged in a changed environment (the engine of `.foreground(_:)`,
/// `.font(_:)`, `.environment(_:_:)` and friends).
struct EnvironmentModifier: ContentModifier {
    var content: any View
    var change: (inout Environment) -> Void

    func childEnvironment(_ environment: Environment) -> Environment {
        var changed = environment
        change(&changed)
        return changed
    }
}
