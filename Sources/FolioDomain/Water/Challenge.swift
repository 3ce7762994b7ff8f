/// A challenge to take on: available to join, joined with its progress, or finished.
public struct Challenge: Hashable, Sendable, Identifiable {
    /// Unique among challenges.
    public var id: String
    /// Its name ("Seven-day splash").
    public var title: String
    /// What it asks ("Meet your goal seven days running").
    public var detail: String
    /// Where you are with it.
    public var state: ChallengeState
    /// Steps done so far, 0…`target`.
    public var progress: Int
    /// Steps to finish it.
    public var target: Int

    /// A challenge from its parts.
    public init(id: String, title: String, detail: String, state: ChallengeState, progress: Int, target: Int) {
        self.id = id
        self.title = title
        self.detail = detail
        self.state = state
        self.progress = progress
        self.target = target
    }

    /// The share done, 0…1 (the filling mascot).
    public var fraction: Double { Double(progress) / Double(max(target, 1)) }

    static func read(_ node: JSONNode) -> Challenge? {
        node.object { o in
            let id = o["id"].identifier()
            let title = o["title"].text(.title)
            let detail = o["detail"].text(.message)
            let state = o["state"].choice(ChallengeState.self)
            let progress = o["progress"].integer(0...1000, "a progress")
            let target = o["target"].integer(1...1000, "a target")
            guard let id, let title, let detail, let state, let progress, let target else { return nil }
            if let sink = o.sink {
                let path = o.node.path["progress"]
                if progress > target { sink.report(path, expected: "a progress 0…\(target), the target", found: "\(progress)") }
                if state == .available, progress != 0 { sink.report(path, expected: "0 for a challenge not joined yet", found: "\(progress)") }
                if state == .finished, progress != target { sink.report(path, expected: "\(target), the target, for a finished challenge", found: "\(progress)") }
            }
            return Challenge(id: id, title: title, detail: detail, state: state, progress: progress, target: target)
        }
    }
}

/// Where a person is with a challenge; the challenges screen has a page for each.
public enum ChallengeState: String, NamedChoice {
    case available, joined, finished
}
