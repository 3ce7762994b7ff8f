/// A unit of a duration.
public enum DurationUnit: Sendable, CaseIterable {
    case day, hour, minute
}
