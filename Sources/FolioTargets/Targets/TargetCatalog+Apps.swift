import FolioCore
import FolioApps
import FolioLayout
import FolioPieces

extension TargetCatalog {
    /// One target per story of every registered screen (see `AppCatalog.stories`): a screen's default
    /// story is the bare screen ("pet.home"), its others are named by story ("pet.home:away").
    static var screens: [RenderTarget] {
        AppCatalog.screens.flatMap { screen in
            let stories = AppCatalog.app(screen.app.rawValue)?.stories(of: screen) ?? [StoryEntry(defaultOf: screen)]
            return stories.enumerated().map { i, story in RenderTarget.story(story, of: screen, isDefault: i == 0) }
        }
    }
}

extension RenderTarget {
    /// The target of `story` of `screen`: its snapshot derived from the request's, scrolled by the
    /// story's offset; named as the bare screen when it is the default.
    static func story(_ story: StoryEntry, of screen: ScreenEntry, isDefault: Bool) -> RenderTarget {
        let title = "\(AppCatalog.name(of: screen.app)): \(screen.title) (\(screen.presentation.rawValue))"
        var target = RenderTarget(name: isDefault ? screen.id : story.id, summary: "\(title), \(story.name): \(story.caption)",
                                  app: AppCatalog.theme(of: screen.app), sizing: .screen) { request in
            let snapshot = try request.snapshot(screen.snapshotType)
            guard let view = try story.view(for: snapshot) else {
                throw TargetError.wrongSnapshot(target: story.id, expected: screen.snapshotType.schemaID)
            }
            return view.scrolled(request.scrollOffset ?? story.scrollOffset)
        }
        target.story = story
        return target
    }
}

extension TargetCatalog {
    /// One strip target per registered flow ("pet.flow.tick-goal"), drawn from the app's snapshot.
    static var flows: [RenderTarget] { AppCatalog.flows.map(RenderTarget.flow) }

    /// One motion sheet target per app that has one ("pet.motion").
    static var motionSheets: [RenderTarget] { AppCatalog.motionSheets.map(RenderTarget.motionSheet) }
}

/// A target that cannot be built from what it was given.
public enum TargetError: Error, CustomStringConvertible {
    /// The snapshot given is of another app.
    case wrongSnapshot(target: String, expected: String)
    /// An animation was asked of a target that only has a still.
    case notAnimated(target: String)

    public var description: String {
        switch self {
        case .wrongSnapshot(let target, let expected): "\(target) needs a \(expected) snapshot"
        case .notAnimated(let target): "\(target) has no motion to animate: flows (<app>.flow.*) and motion sheets (<app>.motion) do"
        }
    }
}

extension TargetError: ClassifiedError {
    /// A snapshot of another app is bad data for the target; an animation of a still is a usage error.
    public var failureKind: FailureKind {
        switch self {
        case .wrongSnapshot: .badData
        case .notAnimated: .usage
        }
    }
}
