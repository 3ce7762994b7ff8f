import CCairo
import CRsvg

/// The upstream versions of the C libraries whose code decides Folio's pixels, as each library
/// reports itself at run time (not a distribution's package revision): what a golden set records,
/// so a security update that keeps the upstream version still compares.
public enum LibraryVersions {
    /// Library → version: cairo, pango, pixman, harfbuzz, freetype, fontconfig, librsvg (which draws the
    /// icons) and the icon set it draws them from (`IconSet`, "lucide").
    public static let upstream: [String: String] = {
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let fc = Int(FcGetVersion())
        return [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": freetype,
            "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            "librsvg": "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
            IconSet.name: IconSet.version,
        ]
    }()
}
