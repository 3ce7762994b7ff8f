import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioTargets

/// Contrast and overlay lint on every story and every flow of every app, light and dark, on the SE
/// and the iPhone: no error of `pixel-contrast`, `contrast` or `overlay-on-text`, in the flows' frames
/// in motion and under a finger's press too (the finger's marks and their shadows are not what text
/// is read on). And a deliberately broken view per rule, caught by the same check.
final class StoryLintTests: XCTestCase {
    /// The rules this suite holds every story to.
    static let rules: Set<LintRule> = [.pixelContrast, .contrast, .overlayOnText]

    /// The errors of `rules` on `frame`.
    static func errors(_ frame: Frame, theme: Theme, device: Device = .iPhone, rules: Set<LintRule> = rules) throws -> [LintFinding] {
        try TargetLint.findings(frame, theme: theme, device: device).filter { rules.contains($0.rule) && $0.severity == .error }
    }

    /// Every error on the stories and flows of `app`, one line each.
    private func errors(ofApp app: AppID) throws -> [String] {
        let targets = TargetCatalog.all.filter { $0.app == app && ($0.kind == .screen || $0.kind == .flow) && $0.isLinted }
        XCTAssertGreaterThan(targets.filter { $0.kind == .screen }.count, 10, "\(app.rawValue) has its stories")
        XCTAssertGreaterThan(targets.filter { $0.kind == .flow }.count, 4, "\(app.rawValue) has its flows")
        var lines: [String] = []
        for target in targets {
            for device in [Device.se, .iPhone] {
                for appearance in Appearance.allCases {
                    let frame = try target.frame(RenderRequest(appearance: appearance, device: device), measurer: GoldenFixtures.measurer)
                    lines += try Self.errors(frame, theme: Theme(app: target.look, appearance: appearance), device: device).map {
                        "\(target.name) (\(appearance.rawValue), \(device.name)): \($0)"
                    }
                }
            }
        }
        return lines
    }

    private func assertClean(_ app: AppID, file: StaticString = #filePath, line: UInt = #line) throws {
        let lines = try errors(ofApp: app)
        XCTAssertTrue(lines.isEmpty, "\(lines.count) contrast and overlay errors on \(app.rawValue)'s stories and flows:\n"
                      + lines.joined(separator: "\n"), file: file, line: line)
    }

    func testContrastAndOverlayLintOnEveryPetStory() throws { try assertClean(.pet) }
    func testContrastAndOverlayLintOnEveryWaterStory() throws { try assertClean(.water) }
    func testContrastAndOverlayLintOnEveryRecipeStory() throws { try assertClean(.recipe) }
    func testContrastAndOverlayLintOnEveryBudgetStory() throws { try assertClean(.budget) }

    // MARK: - One broken view per rule

    private func broken(_ view: any View, app: AppTheme = .folio) throws -> [LintRule] {
        let theme = Theme(app: app)
        let frame = layout(view, in: Size(width: 393, height: 200), environment: Environment(theme: theme, measurer: GoldenFixtures.measurer))
        return try Self.errors(frame, theme: theme).map(\.rule)
    }

    private func label(_ text: String, _ color: Color) -> any View {
        Text(text, style: .headline, color: ThemeColor(color)).padding(Space.md).surface(.pill, fill: ThemeColor(Color(rgb: 0xFF9F43)))
    }

    func testWhiteOnAnOrangeButtonIsAPixelContrastError() throws {
        // White on #FF9F43 reads 2.0:1; the tree rule's floor is 3:1, so both catch it.
        XCTAssertEqual(Set(try broken(label("Start cooking", .white))), [.pixelContrast, .contrast])
        XCTAssertEqual(try broken(label("Start cooking", Color(rgb: 0x3D1A00))), [], "deep brown on the same orange reads")
    }

    func testGreyOnAGradientIsCaughtOnlyOnThePixels() throws {
        let gradient = Draw { size, _ in
            [Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: .linear(LinearGradient(
                start: .zero, end: Point(x: size.width, y: 0), stops: [GradientStop(0, Color(rgb: 0xC8C8CC)), GradientStop(1, Color(rgb: 0xA0A0A8))])))))]
        }
        let price = Text("$12.50", style: .headline, color: ThemeColor(Color(rgb: 0x6E6E73))).whole()
        XCTAssertEqual(try broken(ZStack { gradient; price }), [.pixelContrast], "the tree cannot read a gradient")
    }

    func testAToastOverARowIsAnOverlayError() throws {
        let row = HStack { Text("Left this month", style: .body); Spacer(); IconView(.heart, size: 22, color: .label) }.padding(Space.md)
        let toast = Text("Saved", style: .body).padding(12).surface(.pill, fill: .raised, role: .group, name: "toast")
        XCTAssertEqual(Set(try broken(ZStack(alignment: .topLeading) { row; toast })), [.overlayOnText])
        XCTAssertEqual(Set(try broken(ZStack(alignment: .topTrailing) { row; toast })), [.overlayOnText], "an icon is covered too")
        XCTAssertEqual(try broken(VStack(spacing: Space.md) { row; toast }), [], "a toast beside the row")
    }
}
