import CCairo
import Glibc
import Synchronization

/// How the process keeps the memory of its pixel buffers.
///
/// Every image Folio draws is a few megabytes (a share card's canvas, its flat face, its warped face,
/// each shadow's image), and glibc gives an allocation that large fresh pages from the kernel each time
/// (its mmap threshold) and hands freed memory at the top of the heap back (its trim threshold). So
/// every card or screen paid for faulting in and zeroing tens of megabytes: a tenth of a share card's
/// time was the kernel's. Kept in the heap instead, the buffers of one picture are reused by the next;
/// the peak stays what one picture per thread needs.
///
/// A process that draws one picture has nothing to reuse: its canvas (12 MB at @3x) would be faulted
/// in page by page while it draws (with the PNG rows it once had, 6 ms of a 75 ms render). Such a process says
/// so (`drawingOnePicture`), and its large buffers come in huge pages instead (`hugeZeroed`). A batch
/// keeps reusing its heap: there, mapping and unmapping each picture's buffers costs more than it saves.
public enum PixelMemory {
    /// Raises both thresholds past any one buffer (256 MB), once, before the first picture.
    public static func keepBuffersForReuse() {
        _ = once
    }

    private static let once: Void = {
        let limit: Int32 = 256 << 20
        mallopt(M_MMAP_THRESHOLD, limit)
        mallopt(M_TRIM_THRESHOLD, limit)
    }()

    /// Runs `body`, the one picture of a process that then exits (`folio render`), with its large
    /// buffers mapped in huge pages (`hugeZeroed`); the heap is used again after it.
    public static func drawingOnePicture<R>(_ body: () throws -> R) rethrows -> R {
        let before = onePicture
        onePicture = true
        defer { onePicture = before }
        return try body()
    }

    /// Whether a `drawingOnePicture` body is running. Process-wide on purpose: the process draws that
    /// one picture and exits.
    static var onePicture: Bool {
        get { onePictureFlag.load(ordering: .relaxed) }
        set { onePictureFlag.store(newValue, ordering: .relaxed) }
    }

    private static let onePictureFlag = Atomic(false)

    /// A zeroed, page-aligned buffer of `bytes` for one picture's canvas, in transparent
    /// huge pages where the kernel has them (2 MB each, where `madvise` asks); nil outside
    /// `drawingOnePicture`, below `hugeMinimum`, or when the kernel refuses the mapping. Free it with
    /// `unmap`. A @3x screen's canvas comes in 6 faults instead of 2,900: 0.5 ms instead of 4.
    static func hugeZeroed(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard onePicture, bytes >= hugeMinimum else { return nil }
        let length = bytes + hugePage
        guard let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        // Aligned to a huge page, with the slack either side given back.
        let start = (Int(bitPattern: raw) + hugePage - 1) & ~(hugePage - 1)
        let head = start - Int(bitPattern: raw)
        if head > 0 { munmap(raw, head) }
        let end = start + pageRounded(bytes)
        let tail = Int(bitPattern: raw) + length - end
        if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: end), tail) }
        let buffer = UnsafeMutableRawPointer(bitPattern: start)!
        _ = madvise(buffer, pageRounded(bytes), MADV_HUGEPAGE)
        return buffer
    }

    /// Returns a buffer from `hugeZeroed` to the kernel.
    static func unmap(_ buffer: UnsafeMutableRawPointer, _ bytes: Int) {
        munmap(buffer, pageRounded(bytes))
    }

    /// Buffers smaller than this come from the heap as usual: a few huge pages is what pays.
    static let hugeMinimum = 4 << 20

    private static let hugePage = 2 << 20

    private static func pageRounded(_ bytes: Int) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        return (bytes + page - 1) / page * page
    }
}
