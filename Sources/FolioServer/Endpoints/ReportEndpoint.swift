import FolioApps
import FolioCore
import FolioReport
import FolioDomain
import FolioLayout
import Foundation

/// `POST /report/weekly` with the snapshots by app as the body (`{"pet": {...}, "water": {...}}`; an
/// app left out has its sections left out) or an empty body for the bundled ones: the weekly
/// report's PDF, as `folio report weekly` writes it, by the bundled template.
struct ReportEndpoint {
    let context: ServerContext

    /// The query parameters a report takes.
    static let parameters: Set<String> = ["week", "paper", "appearance"]
    static let template = "reports/weekly.json"

    func plan(report name: String, _ request: HTTPRequest) -> Plan {
        guard name == "weekly" else { return .answer(.notFound("no report '\(name)'; the report is 'weekly'")) }
        var query = QueryReader(request, allowed: Self.parameters)
        let week = query.value("week", expected: "an ISO week such as 2026-W48") { ISOWeek(iso: $0) }
        let paper = query.value("paper", expected: "a4 or letter") { Paper(rawValue: $0) }
        let appearance = query.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light
        guard query.problems.isEmpty else { return .answer(.problems(query.problems, summary: "bad request")) }
        guard let template = context.template(Self.template), let templateURL = context.templates?.appendingPathComponent(Self.template) else {
            return .answer(context.missingTemplate(Self.template))
        }
        let formats = ReportData.snapshotFormats
        let body = request.body
        var inputs = [template]
        if body.isEmpty {
            inputs += formats.map { context.defaultSnapshot($0.appID) ?? [] }
        } else {
            inputs.append(body)
        }
        let options = ["week=\(week.map { "\($0)" } ?? "")", "paper=\(paper?.rawValue ?? "")", "appearance=\(appearance.rawValue)"]
        let (shared, source) = (context, body.isEmpty ? "Templates/snapshots" : "the request")
        return .draw(Job(kind: "report/weekly", options: options, inputs: inputs, contentType: "application/pdf") {
            let snapshots = body.isEmpty ? try Self.bundled(formats, context: shared) : try Self.snapshots(of: body, formats: formats)
            let report = WeeklyReportRequest(snapshots: .given(snapshots, source: source), week: week, paper: paper, appearance: appearance,
                                             template: templateURL.path)
            return try report.document(measurer: shared.measurer).document.pdf(standard: report.standard)
        })
    }

    /// The bundled snapshots of `formats` that are in the templates folder.
    static func bundled(_ formats: [any AppSnapshot.Type], context: ServerContext) throws -> [any AppSnapshot] {
        try formats.compactMap { format in
            try context.defaultSnapshot(format.appID).map { try format.decode(utf8: $0, file: format.defaultFileName) }
        }
    }

    /// The snapshots of a body holding them by app, in the report's order.
    /// - Throws: `ProblemsError` with every problem of every snapshot, each path from the body's root.
    static func snapshots(of body: [UInt8], formats: [any AppSnapshot.Type]) throws -> [any AppSnapshot] {
        let apps = formats.map { $0.appID }.joined(separator: ", ")
        let value: JSONValue
        do {
            value = try JSONValue(parsing: String(decoding: body, as: UTF8.self))
        } catch let e as JSONSyntaxError {
            var problem = Problem(path: "$", message: "invalid JSON: \(e.message)")
            (problem.line, problem.column) = (e.line, e.column)
            throw ProblemsError(problems: [problem])
        }
        guard case .object(let members) = value else {
            throw ProblemsError(problems: [Problem(path: "$", message: "expected an object of snapshots by app (\(apps)), found \(value.typeName)")])
        }
        var problems: [Problem] = []
        var found: [String: any AppSnapshot] = [:]
        for (app, member) in members.sorted(by: { $0.key < $1.key }) {
            guard let format = formats.first(where: { $0.appID == app }) else {
                problems.append(Problem(path: "$.\(app)", message: "expected one of the apps \(apps), found an unknown app"))
                continue
            }
            do {
                found[app] = try format.decode(member.serialized(), file: app)
            } catch {
                problems += Problem.of(error, under: "$.\(app)")
            }
        }
        guard problems.isEmpty else { throw ProblemsError(problems: problems) }
        return formats.compactMap { found[$0.appID] }
    }
}
