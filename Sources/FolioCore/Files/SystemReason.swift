import Foundation

/// The words of a file error a person can act on: the system's own reason ("No space left on
/// device", "Permission denied"), found under Foundation's wrapping, never "The operation could not
/// be completed. (NSCocoaErrorDomain error 256.)" nor Foundation's numbers ("file error 512").
public enum SystemReason {
    /// The reason `error` gives: the POSIX error under a Foundation file error when there is one,
    /// the name of the Cocoa file error otherwise, else the error's own description.
    public static func of(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: ns.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            case .fileWriteFileExists: return "a file of that name is in the way"
            case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the file is not readable text"
            case .fileWriteVolumeReadOnly: return "the file system is read-only"
            case .fileReadUnknown: return "the file could not be read"
            case .fileWriteUnknown: return "the file or folder could not be written"
            default: return "the file could not be read or written"
            }
        }
        return "\(error)"
    }
}
