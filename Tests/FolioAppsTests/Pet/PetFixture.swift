import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import Foundation
import XCTest
@testable import FolioApps

/// What the Self-Care Pet tests share: the bundled and fixture snapshots, screens laid out with the
/// fixed-width measurer, and lookups in the frame trees.
enum PetFixture {
    /// The package's root.
    static let root = URL(fileURLWithPath: TestFiles.packageRoot)

    /// The default snapshot (Templates/snapshots/pet.json).
    static func snapshot() throws -> PetSnapshot {
        try load(root.appendingPathComponent("Templates/snapshots/pet.json"))
    }

    /// A hostile snapshot from Tests/Fixtures/pet ("stress.json", "empty-day.json").
    static func fixture(_ name: String) throws -> PetSnapshot {
        try load(root.appendingPathComponent("Tests/Fixtures/pet/\(name)"))
    }

    private static func load(_ url: URL) throws -> PetSnapshot {
        try PetSnapshot.decode(String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
    }

    /// The fixed-width measurer; CJK counts as drawable for the fixtures whose names need the
    /// pinned Noto CJK face (the real measurer is checked through the CLI tests).
    static func measurer(drawsCJK: Bool = false) -> FixedWidthTextMeasurer {
        drawsCJK ? FixedWidthTextMeasurer(firstUnknownScalar: 0x1F000) : FixedWidthTextMeasurer()
    }

    /// `view` laid out on the whole default iPhone in the pet theme.
    static func screen(_ view: any View, _ appearance: Appearance = .light, drawsCJK: Bool = false, device: Device = .iPhone) -> Frame {
        layout(view, environment: Environment(theme: Theme(app: .pet, appearance: appearance), measurer: measurer(drawsCJK: drawsCJK),
                                              device: device))
    }

    /// The registered Self-Care Pet screens.
    static var screens: [ScreenEntry] { AppDefinition.pet.screens }

    /// The registered Self-Care Pet flows.
    static var flows: [FlowEntry] { AppDefinition.pet.flows }

    /// A registered screen's view for `snapshot`.
    static func view(_ id: String, _ snapshot: PetSnapshot, file: StaticString = #filePath, line: UInt = #line) -> any View {
        guard let view = screens.first(where: { $0.id == id })?.view(for: snapshot) else {
            XCTFail("no screen \(id)", file: file, line: line)
            return EmptyView()
        }
        return view
    }

    /// The one frame named `name` under `root`, or nil (failing the test) when there is none or
    /// more than one: ``FrameProbe/one(_:in:file:line:)`` for lookups that chain on the result.
    static func one(_ name: String, in root: Frame, file: StaticString = #filePath, line: UInt = #line) -> (frame: Frame, rect: Rect)? {
        let found = FrameProbe.named(name, in: root)
        XCTAssertEqual(found.count, 1, "frames named \(name)", file: file, line: line)
        return found.first
    }
}

/// A view that lays out to nothing, for a lookup that failed.
struct EmptyView: View {
    var body: any View { Spacer(minLength: 0).frame(width: 0, height: 0) }
}
