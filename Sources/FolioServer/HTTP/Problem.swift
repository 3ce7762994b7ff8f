import FolioCore
import FolioTargets
import FolioDomain

/// One thing wrong with a request: where (a JSON path into the body, or a query parameter, or a
/// line and column of JSON that does not parse) and what was expected.
struct Problem: Hashable, Sendable {
    /// The JSON path into the body ("$.goals[2].title"), or nil for a query parameter.
    var path: String?
    /// The query parameter, or nil for the body.
    var parameter: String?
    /// Where JSON that does not parse went wrong.
    var line: Int?
    var column: Int?
    /// What is wrong: "expected ..., found ...".
    var message: String

    /// A problem at `path` in the body.
    init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// A problem with query parameter `parameter`.
    init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// The problems of a snapshot's diagnostics, their paths under `prefix` ("$.pet" for the pet
    /// member of a report's body, "$" for a body that is the snapshot).
    static func of(_ error: SnapshotError, under prefix: String = "$") -> [Problem] {
        error.diagnostics.map { diagnostic in
            switch diagnostic.location {
            case .path(let path):
                return Problem(path: prefix + String(path.description.dropFirst()), message: diagnostic.message)
            case .text(let line, let column):
                var problem = Problem(path: prefix, message: diagnostic.message)
                (problem.line, problem.column) = (line, column)
                return problem
            }
        }
    }

    /// The problem as a JSON object.
    var json: JSONValue {
        var object: [String: JSONValue] = ["message": .string(message)]
        if let path { object["path"] = .string(path) }
        if let parameter { object["parameter"] = .string(parameter) }
        if let line { object["line"] = .number(Double(line)) }
        if let column { object["column"] = .number(Double(column)) }
        return .object(object)
    }
}

/// Problems found while a job ran (a report's body with several snapshots): answered 400 with all of them.
struct ProblemsError: Error {
    var problems: [Problem]
}

extension HTTPResponse {
    /// `status` with a JSON body: `{"error": summary, "problems": [...]}`.
    static func problems(_ problems: [Problem], status: Int = 400, summary: String,
                         headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let body = JSONValue.object(["error": .string(summary), "problems": .array(problems.map(\.json))])
        var response = text(body.serialized(pretty: true) + "\n", type: "application/json", status: status, headers: headers)
        response.note = problems.first.map { ($0.path ?? $0.parameter ?? "") + ": " + $0.message } ?? summary
        return response
    }

    /// What a failed job answers: 400 with every problem for bad input, 500 for anything else.
    static func failure(_ error: any Error) -> HTTPResponse {
        switch error {
        case let e as ProblemsError: return problems(e.problems, summary: "bad request")
        case let e as SnapshotError: return problems(Problem.of(e), summary: "bad snapshot")
        case let e as TargetError: return problems([Problem(path: "$.schema", message: e.description)], summary: "wrong snapshot")
        default:
            guard FailureKind.of(error) == .badData else {
                return problems([Problem(path: "$", message: "\(error)")], status: 500, summary: "internal error")
            }
            return problems([Problem(path: "$", message: "\(error)")], summary: "bad request")
        }
    }
}
