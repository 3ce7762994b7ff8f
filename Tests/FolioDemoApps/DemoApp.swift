import FolioApps
import FolioCore
import FolioDomain
import FolioLayout
import FolioPieces

/// The throwaway app: a note that is finished by a tap.
public enum DemoApp {
    static let id = AppID("demo")

    static let theme = AppTheme(id, light: Palette.neutral(.light).with { $0.accent = .rgb(0x00695C) },
                                dark: Palette.neutral(.dark).with { $0.accent = .rgb(0x26A69A); $0.accentForeground = .rgb(0x04201C) },
                                namedColors: [NamedColor("teal", ThemeColor(light: 0xB2DFDB, dark: 0x1F3B38))])

    public static let definition = AppDefinition(
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
}
