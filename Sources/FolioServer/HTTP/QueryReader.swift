/// Reads a request's query parameters, collecting a problem for each bad or unknown one instead of
/// stopping at the first.
struct QueryReader {
    let request: HTTPRequest
    private(set) var problems: [Problem] = []

    /// A reader of `request`'s parameters, of which only `allowed` are known.
    init(_ request: HTTPRequest, allowed: Set<String>) {
        self.request = request
        for name in Set(request.query.map(\.name)).subtracting(allowed).sorted() {
            problems.append(Problem(parameter: name, message: "unknown parameter (expected one of \(allowed.sorted().joined(separator: ", ")))"))
        }
    }

    /// Parameter `name` parsed by `parse`, or nil when it is absent or bad (noting the problem).
    mutating func value<T>(_ name: String, expected: String, _ parse: (String) -> T?) -> T? {
        guard let text = request.parameter(name) else { return nil }
        guard let value = parse(text) else {
            problems.append(Problem(parameter: name, message: "expected \(expected), found '\(text)'"))
            return nil
        }
        return value
    }

    /// A yes-or-no parameter: absent, "false" or "0" is no; present empty, "true" or "1" is yes.
    mutating func flag(_ name: String) -> Bool {
        value(name, expected: "true or false") { ["", "true", "1"].contains($0) ? true : ["false", "0"].contains($0) ? false : nil } ?? false
    }

    /// Notes a problem of the body.
    mutating func add(_ problem: Problem) {
        problems.append(problem)
    }
}
