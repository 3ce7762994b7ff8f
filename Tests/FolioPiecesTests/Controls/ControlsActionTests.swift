@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// The rules of the actions and the header, as numbers on the frame tree.
final class ControlsActionTests: XCTestCase {
    func testTheHeaderSetsTwoWeightsOnOneLineBesideItsRoundButtons() throws {
        let header = ScreenHeader("Today", detail: "Nov 27", subtitle: "2 of 5 goals", buttons: [
            RoundButton(.flame, name: "Streak"), RoundButton(.plus, name: "New", style: .accent),
        ])
        let tree = ControlsTree(header, width: 393, app: .square)
        let title = try XCTUnwrap(tree.text("Today")), detail = try XCTUnwrap(tree.text("Nov 27"))
        XCTAssertEqual(title.textItem?.style.weight, .bold)
        XCTAssertEqual(detail.textItem?.style.weight, .regular)
        XCTAssertEqual(title.textItem?.style.size, 34)
        XCTAssertEqual(detail.textItem?.style.size, 34)
        assertClose(detail.rect.minY, title.rect.minY, "one line")
        assertClose(detail.rect.minX - title.rect.maxX, Space.xs, "a word space apart")
        XCTAssertGreaterThan(try XCTUnwrap(tree.text("2 of 5 goals")).rect.minY, title.rect.maxY)
        let buttons = tree.all(.button)
        XCTAssertEqual(buttons.map(\.frame.name), ["Streak", "New"])
        for button in buttons {
            XCTAssertEqual(button.rect.size, Size(width: 44, height: 44))
            XCTAssertTrue(button.frame.isTapTarget)
            XCTAssertEqual(button.frame.controlsSurface, .ellipse)
        }
        assertClose(buttons[1].rect.maxX, 393, "at the trailing edge")
        XCTAssertEqual(tree.first(.header)?.frame.name, "Today Nov 27")
    }

    func testALongHeaderStacksTheDetailUnderTheTitleAndCutsNeither() throws {
        let header = ScreenHeader("Wednesday", detail: "November 27", buttons: [RoundButton(.gear, name: "Settings")])
        let tree = ControlsTree(header, width: 320)
        let title = try XCTUnwrap(tree.text("Wednesday")), detail = try XCTUnwrap(tree.text("November 27"))
        XCTAssertEqual(title.textItem?.metrics.isTruncated, false)
        XCTAssertEqual(detail.textItem?.metrics.isTruncated, false, "a date is read whole")
        XCTAssertEqual(detail.textItem?.isWhole, true)
        XCTAssertEqual(detail.textItem?.metrics.lineCount, 1, "on a line of its own, not broken a letter a line")
        assertClose(detail.rect.minY, title.rect.maxY, "under the title, at the default text size")
        assertClose(detail.rect.minX, title.rect.minX, "at the leading edge")
        XCTAssertLessThanOrEqual(detail.rect.maxX, try XCTUnwrap(tree.first(.button)).rect.minX)
    }

    func testAPressedButtonSquashesAboutItsCentre() throws {
        let rest = ControlsTree(ElasticButton("Start cooking"), width: 393)
        XCTAssertTrue(try XCTUnwrap(rest.first(.pill, "Start cooking")).transform.isIdentity)
        let pressed = ControlsTree(ElasticButton("Start cooking", press: 1), width: 393)
        let pill = try XCTUnwrap(pressed.first(.pill, "Start cooking"))
        XCTAssertGreaterThan(pill.transform.a, 1, "wider")
        XCTAssertLessThan(pill.transform.d, 1, "flatter")
        assertClose(pill.transform.d, 0.9)
        let centre = Point(x: pill.frame.size.width / 2, y: pill.frame.size.height / 2)
        let moved = pill.transform.apply(centre)
        assertClose(moved.x, centre.x, "about the centre")
        assertClose(moved.y, centre.y, "about the centre")
        XCTAssertTrue(pill.frame.isTapTarget)
    }

    func testButtonStylesAndStates() throws {
        let theme = Theme(app: .square)
        let primary = try XCTUnwrap(ControlsTree(ElasticButton("Go", expands: true), width: 393, app: .square).first(.pill, "Go"))
        XCTAssertEqual(primary.rect.width, 393, "expands to the width offered")
        let secondary = ControlsTree(ElasticButton("Skip", style: .secondary), width: 393, app: .square)
        XCTAssertEqual(secondary.first(.pill, "Skip")?.frame.children.first?.controlsFill, theme.color(.fill))
        let round = try XCTUnwrap(ControlsTree(ElasticButton(icon: .plus, name: "Add"), width: 393).first(.button, "Add"))
        XCTAssertEqual(round.rect.size, Size(width: 56, height: 56))
        let disabled = ControlsTree(ElasticButton("Save", isEnabled: false), width: 393)
        XCTAssertEqual(disabled.nodes.compactMap { $0.frame.groupItem?.opacity }.min(), 0.4)
        XCTAssertFalse(disabled.nodes.contains { $0.frame.groupItem?.effects.isEmpty == false }, "a disabled button casts no shadow")
    }

    func testTheCommitButtonKeepsItsWidthThroughEveryPhase() throws {
        let phases: [CommitButton.Phase] = [.idle, .loading(progress: 0.3), .success, .failure]
        let widths = try phases.map { phase in
            try XCTUnwrap(ControlsTree(CommitButton("Save", phase: phase), width: 393).first(.pill, "Save")).frame.size.width
        }
        XCTAssertEqual(Set(widths).count, 1, "\(widths)")
        let widest = try XCTUnwrap(ControlsTree(Text("Try again", style: .headline), width: 393).text("Try again")).rect.width
        assertClose(widths[0], widest + 20 + 8 + 2 * Space.xl, "as wide as the failure label with its icon")
    }

    func testLoadingFillsThePillInPlaceStrongerThanTheTrackWithOneLabel() throws {
        let tree = ControlsTree(CommitButton("Share", phase: .loading(progress: 0.35), expands: true), width: 393)
        let pill = try XCTUnwrap(tree.first(.pill, "Share"))
        let progress = try XCTUnwrap(tree.node(named: "progress"))
        assertClose(progress.rect.width, 0.35 * pill.rect.width)
        let theme = Theme(app: .round)
        let track = try XCTUnwrap(pill.frame.children.first.flatMap { ControlsTree.Node(frame: $0, rect: .zero).paintColor })
        XCTAssertEqual(track, theme.color(.accent).mix(with: theme.color(.background), amount: CommitButton.trackFade))
        XCTAssertGreaterThan(theme.color(.accent).contrast(with: theme.color(.background)), track.contrast(with: theme.color(.background)),
                             "the filled part is the stronger, so the progress reads forwards")
        XCTAssertNotNil(tree.node(named: "ring"))
        XCTAssertNil(tree.text("Share"), "the progress replaces the title")
        // One label, drawn in two inks each cut to its part: never two labels over each other.
        let percents = tree.nodes.filter { $0.textItem?.string == "35%" }
        XCTAssertEqual(percents.count, 2)
        XCTAssertEqual(Set(percents.map(\.rect)).count, 1, "the same label in the same place")
        let clips = tree.nodes.compactMap { node -> Rect? in
            guard case .path(let band)? = node.frame.groupItem?.clip else { return nil }
            return band.controlBounds
        }
        XCTAssertEqual(clips.map(\.width).reduce(0, +), pill.rect.width, accuracy: 1e-6, "the two parts make the whole pill")
    }

    func testResolvingStaysInTheAppsTintOrTurnsADeepRedAndShakesOnlyOnFailure() throws {
        for app in [AppTheme.round, .square] {
            let theme = Theme(app: app)
            let success = ControlsTree(CommitButton("Save", phase: .success), width: 393, app: app)
            let done = try XCTUnwrap(success.first(.pill, "Save").flatMap { $0.frame.children.first })
            XCTAssertEqual(ControlsTree.Node(frame: done, rect: .zero).paintColor?.hex, theme.color(.accent).hex, "the app's own tint, not stock green")
            XCTAssertEqual(success.text("Done")?.textItem?.color, .solid(theme.color(.accentForeground)))
            let failure = ControlsTree(CommitButton("Save", phase: .failure), width: 393, app: app)
            let red = try XCTUnwrap(failure.first(.pill, "Save").flatMap { $0.frame.children.first })
            let fill = try XCTUnwrap(ControlsTree.Node(frame: red, rect: .zero).paintColor)
            XCTAssertEqual(fill.hex, Ink.readable(theme.color(.destructive), on: .white, minimum: 4.6).hex)
            XCTAssertEqual(failure.text("Try again")?.textItem?.color, .solid(.white), "white reads on it at 4.5:1")
        }
        XCTAssertEqual(CommitButton("Save", phase: .failure, t: 0.25).shake, -6.75, accuracy: 1e-9)
        XCTAssertEqual(CommitButton("Save", phase: .failure, t: 1).shake, 0, accuracy: 1e-9)
        XCTAssertEqual(CommitButton("Save", phase: .success, t: 0.25).shake, 0)
        let shaking = ControlsTree(CommitButton("Save", phase: .failure, t: 0.25), width: 393)
        XCTAssertTrue(shaking.nodes.contains { abs($0.transform.tx + 6.75) < 1e-9 }, "the pill is drawn moved by the shake")
    }

    func testRoundButtonsAreCirclesOf44Points() throws {
        for style in [RoundButton.Style.raised, .accent, .quiet, .glass] {
            let tree = ControlsTree(RoundButton(.plus, name: "Add", style: style), width: 393)
            let button = try XCTUnwrap(tree.first(.button, "Add"))
            XCTAssertEqual(button.rect.size, Size(width: 44, height: 44), "\(style)")
            XCTAssertTrue(button.frame.isTapTarget)
        }
    }
}
