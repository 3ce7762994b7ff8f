import FolioTargets
import FolioLayout

/// What FolioKit renders: a registered target by name (a screen, a story, a flow, a piece sheet or a
/// specimen page, as `folio list` names them), or a view of your own drawn in a look.
///
/// ```swift
/// let home: FolioSubject = "pet.home:away"
/// let badge = FolioSubject.view("badge", width: 200) { MyBadge() }
/// ```
public struct FolioSubject: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name messages and goldens know the subject by ("pet.home:away", or the name given to a view).
    public let name: String
    /// The target the subject draws, found when it is rendered.
    let target: @Sendable () throws -> RenderTarget

    /// The registered target called `name` ("pet.home", "pet.home:away", "piece.mascot", "specimen").
    public static func target(_ name: String) -> FolioSubject {
        FolioSubject(name: name) {
            if let found = TargetCatalog.target(named: name) { return found }
            throw FolioError.unknownTarget(name, suggestions: Array(TargetCatalog.names(matching: name.prefix { $0 != "." } + ".").prefix(8)))
        }
    }

    /// A view of your own, called `name`, drawn in `look` (Folio's neutral one unless given): as a
    /// device's screen, or with `width`, a page that wide and as tall as its content.
    public static func view(_ name: String, look: AppTheme = .folio, width: Double? = nil,
                            _ body: @escaping @Sendable () -> any View) -> FolioSubject {
        FolioSubject(name: name) {
            if let width, !(width > 0 && width <= widestView) {
                throw FolioError.invalidRequest("the view '\(name)' is \(width) pt wide; expected more than 0 and at most \(Int(widestView))")
            }
            return RenderTarget(name: name, summary: "A view rendered through FolioKit.", app: look, kind: width == nil ? .screen : .piece,
                         sizing: width.map { .page(width: $0) } ?? .screen, isLinted: false) { _ in body() }
        }
    }

    /// The widest page a view is drawn on, in points (30,000 pixels at @3x).
    public static let widestView = 10_000.0

    /// The registered target called `value`, as `target(_:)`.
    public init(stringLiteral value: String) {
        self = .target(value)
    }

    private init(name: String, target: @escaping @Sendable () throws -> RenderTarget) {
        (self.name, self.target) = (name, target)
    }

    public var description: String { name }
}
