import Foundation

/// The sRGB output intent PDF/A wants for a file that paints in DeviceRGB (ISO 19005-2, 6.2.3): the
/// ICC profile comes from a Debian package, never from bytes of Folio's own.
enum PDFOutputIntent {
    /// Where Debian's packages put an sRGB profile: icc-profiles-free's ICC v2 `sRGB.icc` first (the
    /// package `make setup` installs), then colord-data's.
    static let profilePaths = ["/usr/share/color/icc/sRGB.icc", "/usr/share/color/icc/colord/sRGB.icc"]

    /// The profile's bytes, read once.
    /// - Throws: `GraphicsError.io` when no profile is installed.
    static func profile() throws -> [UInt8] {
        try loaded.get()
    }

    private static let loaded: Result<[UInt8], GraphicsError> = {
        for path in profilePaths {
            if let data = FileManager.default.contents(atPath: path), data.count > 128 { return .success(Array(data)) }
        }
        return .failure(.io(path: profilePaths[0], reason: "no sRGB ICC profile (run `make setup` to install icc-profiles-free)"))
    }()

    /// Adds the output intent to `file`'s catalog.
    static func add(to file: QPDF) throws {
        let profile = try self.profile()
        let stream = file.deflatedStream([("N", file.integer(3))], bytes: profile)
        let intent = file.dictionary([
            ("Type", file.name("OutputIntent")), ("S", file.name("GTS_PDFA1")),
            ("OutputConditionIdentifier", file.text("sRGB IEC61966-2.1")), ("RegistryName", file.text("http://www.color.org")),
            ("Info", file.text("sRGB IEC61966-2.1")), ("DestOutputProfile", stream),
        ])
        file.root["OutputIntents"] = file.array([intent])
    }
}
