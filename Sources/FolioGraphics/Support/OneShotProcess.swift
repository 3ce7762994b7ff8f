import Foundation

/// A process that draws one picture or one document, on one thread, and then ends (`folio render`,
/// `folio report`), declared so by its entry point before anything is drawn. Such a process skips
/// what only a process that goes on needs:
/// - the fonts' FreeType faces are opened by cairo as they are drawn with, not all 39 up front
///   (see `FontLibrary.FaceOpening`): 4–7 ms of its start;
/// - a finished PDF's qpdf objects are left for the process's end to free rather than freed one by
///   one (the report's 900: 3–5 ms).
///
/// (`folio render` also draws its picture inside `PixelMemory.drawingOnePicture`, which is scoped
/// to the picture rather than the process, so its huge pages can be tested in-process.)
public enum OneShotProcess {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var declared = false

    /// Declares this process one-shot. Only a process's entry point may, before anything is drawn: a
    /// process that may draw on two threads, or go on after its document, must not. Returns false,
    /// changing nothing, once the fonts are set up (something was measured or drawn already).
    @discardableResult
    public static func declare() -> Bool {
        lock.withLock {
            guard FontLibrary.openSharedFacesAsDrawn() else { return false }
            declared = true
            return true
        }
    }

    /// Whether the process was declared one-shot.
    static var isDeclared: Bool { lock.withLock { declared } }
}
