import FolioTargets
import FolioLayout
import Foundation

/// How a subject is rendered: on which device, in which appearance, at which scale, to which format,
/// and from which snapshot of its app's data. Every field has the default `folio render` has.
///
/// ```swift
/// FolioRequest(device: .se, appearance: .dark, scale: 2, format: .png)
/// ```
public struct FolioRequest: Sendable, Hashable {
    /// The phone whose screen a screen fills (`.iPhone`, `.se`, `.proMax`).
    public var device: Device
    /// Light or dark.
    public var appearance: Appearance
    /// Pixels per point, or nil for the device's own (3 on iPhone, 2 on SE).
    public var scale: Double?
    /// The bytes to make: `.png`, `.jpeg`, `.webp`, `.pdf` or `.svg`.
    public var format: OutputFormat
    /// A snapshot file (JSON, as `folio schema APP` describes it) to draw the subject's app from instead
    /// of the bundled default.
    public var snapshot: URL?
    /// Whether a screen is drawn whole (its scroll's entire content, as `--full-page`).
    public var fullPage: Bool

    /// A request; every argument left out is `folio render`'s default (iPhone, light, the device's
    /// scale, PNG, the bundled snapshot, the viewport).
    public init(device: Device = .iPhone, appearance: Appearance = .light, scale: Double? = nil, format: OutputFormat = .png,
                snapshot: URL? = nil, fullPage: Bool = false) {
        (self.device, self.appearance, self.scale, self.format) = (device, appearance, scale, format)
        (self.snapshot, self.fullPage) = (snapshot, fullPage)
    }

    /// The device at the scale asked for.
    var scaledDevice: Device { scale.map(device.scaled) ?? device }
}
