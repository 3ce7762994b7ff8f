import FolioCore
import FolioApps
import FolioLayout

extension TargetCatalog {
    /// One target per registered app screen ("pet.home"), drawn from the app's snapshot.
    static var screens: [RenderTarget] {
        AppCatalog.screens.map { screen in
            RenderTarget(name: screen.id, summary: "\(AppCatalog.name(of: screen.app)): \(screen.title) (\(screen.presentation.rawValue)).",
                         app: AppCatalog.theme(of: screen.app), sizing: .screen) { request in
                let snapshot = try request.snapshot(screen.snapshotType)
                guard let view = screen.view(for: snapshot) else {
                    throw TargetError.wrongSnapshot(target: screen.id, expected: screen.snapshotType.schemaID)
                }
                return view
            }
        }
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
