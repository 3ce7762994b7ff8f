import FolioCore

/// What went wrong while reading or writing an image format; each case names what it concerns.
public enum CodecError: Error, Equatable, CustomStringConvertible {
    /// Bytes that should be a PNG are not one Folio reads: libspng's words for what is wrong, or the
    /// limit the picture is past.
    case invalidPNG(reason: String)
    /// A size, frame rate, quality or sequence of frames that cannot be encoded.
    case invalidArgument(String)
    /// The library refused to encode pixels it was given (it says so only when out of memory).
    case encoderFailed(String)

    public var description: String {
        switch self {
        case .invalidPNG(let reason): return "not a readable PNG: \(reason)"
        case .invalidArgument(let what): return "invalid argument: \(what)"
        case .encoderFailed(let what): return "encoding failed: \(what)"
        }
    }
}

extension CodecError: ClassifiedError {
    /// A PNG that cannot be read is bad data, a bad size or rate a usage error, a library refusing
    /// Folio's own failure.
    public var failureKind: FailureKind {
        switch self {
        case .invalidPNG: .badData
        case .invalidArgument: .usage
        case .encoderFailed: .internal
        }
    }
}
