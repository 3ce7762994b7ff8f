import FolioApps
import FolioCore
import FolioDomain
import FolioLayout

/// Checks the bindings a template names while it is read: that each exists, is of the kind its place
/// wants (a value in copy and stats, a figure in a binding block), and reads the app of the section
/// it is in (a mood section cannot show water). Problems go to the reader with their paths.
struct BindingChecker {
    let reader: TemplateReader
    /// The app of the section being read; nil outside sections and in the cover and contents.
    var app: AppID?
    /// The section kind being read, for messages.
    var kind: ReportSectionKind?

    init(reader: TemplateReader) {
        self.reader = reader
    }

    /// The checker for the blocks of a section of `kind`.
    func scoped(to kind: ReportSectionKind?) -> BindingChecker {
        var copy = self
        copy.kind = kind
        copy.app = kind?.app
        return copy
    }

    /// Copy at `path` with its `{bindings}` checked; `{page}` and `{pages}` are allowed where
    /// `pageNumbers` says so (the footer).
    func text(_ value: JSONValue?, at path: JSONPath, required: Bool = false, pageNumbers: Bool = false) -> TemplateText? {
        guard let raw = reader.string(value, at: path, required: required) else { return nil }
        guard let text = TemplateText(parsing: raw) else {
            reader.report(path, expected: "text whose braces each hold a binding name, as in {report.week}", found: quoted(raw))
            return nil
        }
        var ok = true
        for name in text.bindings where !(pageNumbers && (name == "page" || name == "pages")) {
            ok = check(name, at: path, wantsFigure: false, found: "{\(name)}") && ok
        }
        return ok ? text : nil
    }

    /// The name of a value binding at `path` (a stat tile).
    func value(_ value: JSONValue?, at path: JSONPath) -> String? {
        guard let name = reader.string(value, at: path, required: true) else { return nil }
        return check(name, at: path, wantsFigure: false, found: quoted(name)) ? name : nil
    }

    /// The name of a figure binding at `path`.
    func figure(_ value: JSONValue?, at path: JSONPath) -> String? {
        guard let name = reader.string(value, at: path, required: true) else { return nil }
        return check(name, at: path, wantsFigure: true, found: quoted(name)) ? name : nil
    }

    private func check(_ name: String, at path: JSONPath, wantsFigure: Bool, found: String) -> Bool {
        var allowed = ReportBindings.all.filter { $0.isFigure == wantsFigure && fits($0.app) }.map(\.name)
        let noun = wantsFigure ? "a figure binding" : "a value binding"
        guard let binding = ReportBindings.named(name) else {
            let prefix = name.prefix { $0 != "." } + "."
            if allowed.contains(where: { $0.hasPrefix(prefix) }) { allowed = allowed.filter { $0.hasPrefix(prefix) } }
            reader.report(path, expected: "\(noun) (one of \(allowed.joined(separator: ", ")))", found: "the unknown binding \(found)")
            return false
        }
        guard binding.isFigure == wantsFigure else {
            let hint = wantsFigure ? "a value: put it in \"stats\" or in text as {\(name)}" : "a figure: give it a block of its own"
            reader.report(path, expected: "\(noun) (one of \(allowed.joined(separator: ", ")))", found: "\(found), which is \(hint)")
            return false
        }
        guard fits(binding.app) else {
            let sectionApp = app.map { "\(AppCatalog.name(of: $0)) (\($0.rawValue).…)" } ?? ""
            reader.report(path, expected: "a binding of \(sectionApp) or of the report (report.…) in a \(kind?.rawValue ?? "") section",
                          found: "\(found), which reads \(binding.app.map(AppCatalog.name(of:)) ?? "the report")")
            return false
        }
        return true
    }

    /// Whether a binding of `bindingApp` may be used here: anywhere outside chapters, else only the
    /// chapter's own app and the report's facts.
    private func fits(_ bindingApp: AppID?) -> Bool {
        guard let app, let bindingApp else { return true }
        return app == bindingApp
    }

    private func quoted(_ s: String) -> String { JSONValue.string(s).serialized() }
}

/// A report template that cannot be used, with every problem found in it.
struct ReportTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first problems, in the order they were found, each naming the file and the JSON path.
    var diagnostics: [Diagnostic]
    /// How many more problems were found but not kept.
    var omitted = 0

    /// One problem per line, and a last line counting the rest.
    var description: String { Diagnostic.lines(diagnostics, omitted: omitted) }
}

extension ReportTemplateError: ClassifiedError {
    /// A template that cannot be used is bad data.
    public var failureKind: FailureKind { .badData }
}
