import FolioCore
import CCairo

/// What went wrong while drawing or writing an output; each case names what it concerns.
public enum GraphicsError: Error, Equatable, CustomStringConvertible {
    /// A file could not be written or read: the path and the system's reason.
    case io(path: String, reason: String)
    /// Cairo refused an operation; the message is cairo's own (`cairo_status_to_string`).
    case cairo(message: String)
    /// libqpdf could not read or write a PDF, or the PDF lacks what the finishing needs; libqpdf's own
    /// message where it gave one.
    case pdf(message: String)
    /// Pinned font files are missing from the machine (run `make setup`).
    case fontMissing(paths: [String])
    /// Files of the pinned icon set are missing, or are not the set's drawings (run `make setup`).
    case iconMissing(paths: [String])
    /// The font system could not be set up from the pinned files (fontconfig or Pango refused).
    case fontSetup(reason: String)
    /// A size, scale or option that cannot be drawn (zero or enormous surfaces, negative scales).
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .io(let path, let reason): return "cannot write \(path): \(reason)"
        case .cairo(let message): return "cairo: \(message)"
        case .pdf(let message): return "PDF: \(message)"
        case .fontMissing(let paths):
            return "missing pinned font file\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", "))"
                + " — run `make setup` to install the font packages"
        case .iconMissing(let paths):
            return "missing icon file\(paths.count == 1 ? "" : "s") of \(IconSet.name) \(IconSet.version): \(paths.joined(separator: ", "))"
                + " — run `make setup` to extract the icon set"
        case .fontSetup(let reason): return "font setup failed: \(reason)"
        case .invalidArgument(let what): return "invalid argument: \(what)"
        }
    }
}

/// The one boundary where cairo statuses become Swift errors, carrying cairo's own message.
func check(_ status: cairo_status_t) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw GraphicsError.cairo(message: String(cString: cairo_status_to_string(status)))
}

extension GraphicsError: ClassifiedError {
    /// A file that could not be written is I/O, a bad size is
    /// a usage error; cairo, libqpdf or the fonts refusing is Folio's own failure.
    public var failureKind: FailureKind {
        switch self {
        case .io: .io
        case .invalidArgument: .usage
        case .cairo, .pdf, .fontMissing, .iconMissing, .fontSetup: .internal
        }
    }
}
