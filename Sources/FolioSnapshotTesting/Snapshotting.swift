import Foundation
import FolioKit

/// How a subject is snapshotted, as a value: what is compared (`.png`, `.frameTree`, `.pdfText`) in
/// which mode (appearance, device, scale). Modes are set by chaining: `.png.dark.on(.se)`.
///
/// Every strategy renders once and keeps one golden per story and mode in the manifest, as the
/// command line's goldens: the SHA-256 of the decoded pixels, the size, and the SHA-256 of a text
/// (the frame tree's, or for `.pdfText` the PDF's text), the picture and the text themselves in the
/// golden store. `.png` compares the pixels (exactly, then within the perceptual threshold), and
/// `.frameTree` the frame tree, so `.png` and `.frameTree` in one mode share their golden.
public struct Snapshotting: Sendable, Hashable {
    /// What a strategy compares.
    enum Kind: String, Sendable, Hashable {
        case png, frameTree = "frame-tree", pdfText = "pdf-text"
    }

    let kind: Kind
    /// The mode: the appearance, device and scale the subject is drawn in.
    public var request: FolioRequest
    /// For `.png`: the largest YIQ distance (0 … 1, pixelmatch's scale) a pixel may move by and still
    /// match, once the hashes differ. 0.1 unless set.
    public var threshold: Double = 0.1

    /// The pixels of the render: exactly, else within `threshold`, light on iPhone unless chained.
    public static let png = Snapshotting(kind: .png, request: FolioRequest())
    /// The frame tree of the render (every frame's role, rectangle and content): layout without pixels.
    public static let frameTree = Snapshotting(kind: .frameTree, request: FolioRequest())
    /// The text of the subject rendered as a PDF, as poppler's `pdftotext -layout` reads it back:
    /// what a reader of the PDF finds, in reading order.
    public static let pdfText = Snapshotting(kind: .pdfText, request: FolioRequest(format: .pdf))

    /// The same strategy in dark.
    public var dark: Snapshotting { with { $0.request.appearance = .dark } }
    /// The same strategy in light.
    public var light: Snapshotting { with { $0.request.appearance = .light } }

    /// The same strategy on `device` (`.iPhone`, `.se`, `.proMax`), at its scale unless `scale` is given.
    public func on(_ device: Device, scale: Double? = nil) -> Snapshotting {
        with { ($0.request.device, $0.request.scale) = (device, scale ?? $0.request.scale) }
    }

    /// The same strategy drawn from a snapshot file of the subject's app instead of the bundled default.
    public func drawn(from snapshot: URL) -> Snapshotting {
        with { $0.request.snapshot = snapshot }
    }

    /// The same `.png` strategy with another perceptual threshold.
    public func threshold(_ value: Double) -> Snapshotting {
        with { $0.threshold = value }
    }

    /// The golden's mode in the manifest: the appearance, then the device when not the iPhone, the
    /// scale when given, and "pdf-text" for `.pdfText` ("dark", "light.se@2x", "light.pdf-text").
    var mode: String {
        var mode = request.appearance.rawValue
        if request.device.name != Device.iPhone.name { mode += "." + request.device.name }
        if let scale = request.scale { mode += "@\(Int(scale))x" }
        return kind == .pdfText ? mode + "." + kind.rawValue : mode
    }

    private func with(_ change: (inout Snapshotting) -> Void) -> Snapshotting {
        var copy = self
        change(&copy)
        return copy
    }
}
