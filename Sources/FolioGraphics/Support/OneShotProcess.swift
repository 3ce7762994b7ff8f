/// A process that draws one picture or one document, on one thread, and then ends (`folio render`,
/// `folio report`), declared so by its entry point before anything is drawn. Such a process leaves
/// the fonts' FreeType faces to cairo to open as they are drawn with, rather than opening all 39 up
/// front as a process that goes on must (see `FontLibrary.FaceOpening`): 4–7 ms of its start.
///
/// (`folio render` also draws its picture inside `PixelMemory.drawingOnePicture`, which is scoped
/// to the picture rather than the process, so its huge pages can be tested in-process.)
public enum OneShotProcess {
    /// Declares this process one-shot. Only a process's entry point may, before anything is drawn: a
    /// process that may draw on two threads, or go on after its document, must not. Returns false,
    /// changing nothing, once the fonts are set up (something was measured or drawn already).
    @discardableResult
    public static func declare() -> Bool {
        FontLibrary.openSharedFacesAsDrawn()
    }
}
