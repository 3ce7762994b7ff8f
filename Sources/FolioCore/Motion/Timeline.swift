/// A timeline of moving parts: each part starts at a time, runs for a duration along a curve, and
/// the timeline maps a time in milliseconds to every part's progress. A flow step's motion and a
/// motion sheet's strip both sample one.
public struct Timeline: Hashable, Sendable {
    /// One moving part: a name, when it starts and how long it runs (ms), and its curve.
    public struct Track: Hashable, Sendable {
        /// The part's name ("push", "sheet", "finger").
        public var name: String
        /// When it starts, in ms from the timeline's start.
        public var start: Double
        /// How long it runs, in ms.
        public var duration: Double
        /// How its time becomes its travel.
        public var curve: Curve

        /// A part `name` from `start` for `duration` ms along `curve`.
        public init(_ name: String, start: Double = 0, duration: Double, curve: Curve = .standardSpring) {
            self.name = name
            self.start = start
            self.duration = max(1, duration)
            self.curve = curve
        }

        /// When it ends, in ms.
        public var end: Double { start + duration }

        /// The part's travel at `ms`: 0 before it starts, its curve while it runs, 1 after.
        public func progress(at ms: Double) -> Double {
            curve((ms - start) / duration)
        }

        /// The share of its time that has passed at `ms`, before the curve (0…1).
        public func elapsed(at ms: Double) -> Double {
            Motion.clamp((ms - start) / duration)
        }
    }

    /// The parts, in the order given.
    public var tracks: [Track]

    /// A timeline of `tracks`.
    public init(_ tracks: [Track]) {
        self.tracks = tracks
    }

    /// When the last part ends, in ms.
    public var duration: Double { tracks.map(\.end).max() ?? 0 }

    /// The track named `name`, or nil.
    public func track(_ name: String) -> Track? {
        tracks.first { $0.name == name }
    }

    /// The progress of the part named `name` at `ms` (1 for a part the timeline doesn't have).
    public func progress(_ name: String, at ms: Double) -> Double {
        track(name)?.progress(at: ms) ?? 1
    }

    /// Every part's progress at `ms`, by name.
    public func progress(at ms: Double) -> [String: Double] {
        Dictionary(tracks.map { ($0.name, $0.progress(at: ms)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The times of the frames of a clip at `fps` frames a second, from 0 through the end, in ms.
    public func frameTimes(fps: Int) -> [Double] {
        let step = 1000 / Double(max(1, fps))
        let count = Int((duration / step).rounded(.up))
        return (0...count).map { Double($0) * step }
    }
}
