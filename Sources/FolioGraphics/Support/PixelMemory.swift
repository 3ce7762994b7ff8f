import CCairo

/// How the process keeps the memory of its pixel buffers.
///
/// Every image Folio draws is a few megabytes (a share card's canvas, its flat face, its warped face,
/// each shadow's image), and glibc gives an allocation that large fresh pages from the kernel each time
/// (its mmap threshold) and hands freed memory at the top of the heap back (its trim threshold). So
/// every card or screen paid for faulting in and zeroing tens of megabytes: a tenth of a share card's
/// time was the kernel's. Kept in the heap instead, the buffers of one picture are reused by the next;
/// the peak stays what one picture per thread needs.
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
}
