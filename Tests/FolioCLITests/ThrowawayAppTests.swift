import FolioApps
import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import Foundation
import XCTest

/// An app defined here and nowhere else — one screen, one flow, a card face — reaches every command
/// through the app catalog alone: the proof that adding an app is one line in ``AppCatalog``.
final class ThrowawayAppTests: XCTestCase {
    func testAnAppDefinedOnlyInTheTestsReachesEveryCommand() throws {
        let dir = try temporaryDirectory()
        let templates = try DemoApp.templates(in: dir)
        setenv("FOLIO_TEMPLATES", templates, 1)
        defer { unsetenv("FOLIO_TEMPLATES") }
        try AppCatalog.adding([DemoApp.definition]) {
            let list = folio("list")
            XCTAssertEqual(list.code, 0, list.err)
            for target in ["demo.note", "demo.flow.finish", "specimen.demo"] {
                XCTAssertTrue(list.out.contains(target), "folio list names \(target)\n\(list.out)")
            }
            let apps = folio("list", "apps")
            XCTAssertTrue(apps.out.contains("demo") && apps.out.contains("Demo Notes"), apps.out)

            let schema = folio("schema", "demo")
            XCTAssertEqual(schema.code, 0, schema.err)
            XCTAssertTrue(schema.out.contains("folio.demo/1"), schema.out)

            let lint = folio("lint", "demo.note", "demo.flow.finish", "specimen.demo")
            XCTAssertEqual(lint.code, 0, lint.out + lint.err)
            XCTAssertTrue((lint.out + lint.err).contains("no findings"), lint.out + lint.err)

            let book = "\(dir)/storybook"
            let storybook = folio("storybook", "--only", "demo", "--scale", "1", "--jobs", "1", "--out", book)
            XCTAssertEqual(storybook.code, 0, storybook.err)
            for file in ["demo/note-light@1x.png", "demo/note-dark@1x.png", "demo/flow.finish-light@1x.png"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: "\(book)/\(file)"), "the storybook draws \(file)")
            }
            let index = try String(contentsOfFile: "\(book)/index.html", encoding: .utf8)
            XCTAssertTrue(index.contains("Demo Notes"), "the storybook names the app")

            let goldens = "\(dir)/goldens"
            let record = folio("golden", "record", "--goldens", goldens, "--store", "\(dir)/store", "--only", "demo", "--jobs", "1")
            XCTAssertEqual(record.code, 0, record.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(goldens)/demo.goldens"), record.err)
            let check = folio("golden", "check", "--goldens", goldens, "--store", "\(dir)/store", "--only", "demo", "--jobs", "1",
                              "--review", "\(dir)/review")
            XCTAssertEqual(check.code, 0, check.err)
            XCTAssertTrue(check.err.contains("passed"), check.err)

            let card = folio("card", "demo", "--size", "square", "-o", "\(dir)/demo-card.png")
            XCTAssertEqual(card.code, 0, card.err)
            let png = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/demo-card.png"))
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        }
        XCTAssertFalse(folio("list").out.contains("demo.note"), "the standard catalog again")
    }
}

/// The throwaway app: a note that is finished by a tap.
private enum DemoApp {
    static let id = AppID("demo")

    static let theme = AppTheme(id, light: Palette.neutral(.light).with { $0.accent = .rgb(0x00796B) },
                                dark: Palette.neutral(.dark).with { $0.accent = .rgb(0x26A69A); $0.accentForeground = .rgb(0x04201C) },
                                namedColors: [NamedColor("teal", ThemeColor(light: 0xB2DFDB, dark: 0x1F3B38))])

    static let definition = AppDefinition(
        theme: theme, snapshot: DemoSnapshot.self,
        screens: [ScreenEntry(id, "note", title: "Note", presentation: .tab, snapshot: DemoSnapshot.self) { note($0.note, done: $0.done) }],
        flows: [FlowEntry(id, "finish", caption: "Tap the note to finish it", snapshot: DemoSnapshot.self) { snapshot in
            [FlowStep("Open", touch: "note", note(snapshot.note, done: false)), FlowStep("Finished", note(snapshot.note, done: true))]
        }],
        shareCard: ShareCardEntry(id, snapshot: DemoSnapshot.self,
                                  style: ShareCardStyle(icon: .sparkles, shadow: .accent) { _ in [] }) { snapshot in
            ShareCardFace(content: Text(snapshot.note, style: .title).padding(Space.lg), headline: "A note", detail: "Demo Notes")
        })

    static func note(_ text: String, done: Bool) -> any View {
        VStack(alignment: .leading, spacing: Space.md) {
            Text("Notes", style: .largeTitle).role(.header, name: "Notes")
            Text(done ? "\(text) — done" : text).padding(Space.md).frame(maxWidth: .infinity, alignment: .leading)
                .card(name: "note")
        }
        .padding(Space.lg)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Fill(.groupedBackground))
    }

    /// A copy of the bundled Templates with the demo app's default snapshot beside the others.
    static func templates(in dir: String) throws -> String {
        let copy = "\(dir)/Templates"
        try FileManager.default.copyItem(atPath: "\(TestFiles.packageRoot)/Templates", toPath: copy)
        try Data(#"{"schema": "folio.demo/1", "note": "Water the basil"}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(copy)/snapshots/demo.json"))
        return copy
    }
}

/// The demo app's snapshot: one note.
private struct DemoSnapshot: AppSnapshot {
    static let appID = "demo"
    static let schemaID = "folio.demo/1"
    static let title = "Demo Notes"
    static var jsonSchema: JSONValue {
        .object(["type": .string("object"), "required": .array([.string("schema"), .string("note")]),
                 "properties": .object(["schema": .object(["const": .string(schemaID)]), "note": .object(["type": .string("string")])])])
    }

    var note: String
    var done = false

    static func decode(_ text: String, file: String) throws(SnapshotError) -> DemoSnapshot {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "JSON", found: "\(error)")])
        }
        guard case .string(let note)? = value["note"] else {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root["note"], expected: "a string", found: "nothing")])
        }
        return DemoSnapshot(note: note)
    }
}
