import FolioApps
import FolioCards
import FolioStorybook
import FolioLayout

/// `GET /`: the endpoints, their parameters and their answers, as a page.
enum IndexPage {
    static func html(storybook: Bool) -> String {
        let cards = ShareCardCatalog.all.map(\.app.rawValue).joined(separator: ", ")
        let apps = SnapshotRegistry.formats.map { $0.appID }.joined(separator: ", ")
        let devices = Device.all.map(\.name).joined(separator: ", ")
        let sizes = ShareCardSize.presets.map { "\($0.name) (\($0.size))" }.joined(separator: ", ")
        let live = storybook ? "<p><a href=\"/storybook/\">The live storybook</a>: every story drawn on request, reloaded when Templates/ changes.</p>\n" : ""
        let rows: [(String, String)] = [
            ("POST /card/{app}", "The app's share card (\(cards)) from the snapshot in the body. Query: <code>size</code> (WxH or \(sizes)), "
                + "<code>tilt</code> (PITCH,YAW in degrees), <code>appearance</code> (light, dark), <code>format</code> (png, jpeg, webp), "
                + "<code>quality</code> (1…100), <code>show-amounts</code> (true, false)."),
            ("GET /card/{app}", "The same, from the snapshot stored under <code>snapshot=ID</code>, or the bundled one without it."),
            ("POST /snapshots/{app}", "Checks the body as the app's snapshot (\(apps)) and stores it; answers 201 with its <code>id</code>."),
            ("POST /render/{target}", "Any target of <code>folio list</code> (a screen, a story, a flow, a piece, a specimen) from the snapshot "
                + "in the body (empty: the bundled one; GET works too). Query: <code>device</code> (\(devices)), <code>scale</code> (1, 2, 3), "
                + "<code>appearance</code>, <code>format</code> (png, jpeg, webp, pdf, svg, apng for flows and motion sheets), <code>fps</code> (30, 60), <code>quality</code>."),
            ("POST /report/weekly", "The weekly report's PDF from the body <code>{\"pet\": {...}, \"water\": {...}, ...}</code> (snapshots by app; "
                + "an app left out has its sections left out; empty: the bundled ones). Query: <code>week</code> (2026-W48), <code>paper</code> (a4, letter), <code>appearance</code>."),
            ("GET /healthz", "<code>ok</code> while the server runs."),
            ("GET /metrics", "Requests, latencies, cache hits, queue length and busy workers in Prometheus's text format."),
        ]
        let table = rows.map { "<tr><th><code>\(HTML.escape($0.0))</code></th><td>\($0.1)</td></tr>" }.joined(separator: "\n")
        return HTML.head(title: "folio serve", style: Self.style) + """
        <h1>folio serve</h1>
        <p class="quiet">Cards, screens, stories and reports, drawn on request: the same bytes as the command line for the same inputs.</p>
        \(live)<table>
        \(table)
        </table>
        <h2>Answers</h2>
        <ul>
        <li>200 with a strong <code>ETag</code> (a hash of the inputs, the options and this folio, known before drawing) and
        <code>Cache-Control: immutable</code>; 304 when <code>If-None-Match</code> names it.</li>
        <li>400 with <code>{"error", "problems": [{"path" or "parameter", "message"}]}</code> listing every problem of the snapshot
        (with its JSON path) and of the query; 404 for an unknown app, target or report; 405 for another method; 413 for a body over 16 MB.</li>
        <li>503 with <code>Retry-After</code> when every worker is busy and the queue is full, or a request passes the time limit.</li>
        </ul>
        </body>
        </html>

        """
    }

    static let style = """
    table { border-collapse: collapse; max-width: 1100px; } th, td { text-align: left; vertical-align: top; padding: 8px 12px; }
    tr + tr { border-top: 1px solid #8884; } th { white-space: nowrap; }
    """
}
