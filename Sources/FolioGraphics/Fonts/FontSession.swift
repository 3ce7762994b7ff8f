import CCairo
import FolioCore
import Foundation

/// One thread's Pango font map and context over the shared private font configuration.
///
/// Pango font maps are not thread-safe, so every thread gets its own (as Pango's own default font map
/// does since 1.32); all of them read the same pinned files, so layouts agree across threads.
final class FontSession {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context every left-to-right layout is made from: 72 dpi, unhinted metrics, greyscale
    /// antialiasing, unrounded glyph positions and a fixed language, so results depend on nothing but
    /// the input.
    let context: OpaquePointer
    /// The same context on a right-to-left base, for text laid out right to left (Pango takes a
    /// paragraph's base direction from its context when it is not to find it from the text).
    let rightToLeftContext: OpaquePointer
    /// The layouts shaped on this session, reused by measuring and drawing alike.
    let layouts = TextLayoutCache()
    /// The cairo font faces this thread's layouts drew with, held for the process (see `FontFacePins`).
    let pins = FontFacePins()
    /// The icon drawings parsed on this thread (librsvg handles are per thread, as font maps are).
    let icons = IconHandles()
    /// `latinLineHeight(_:)`'s answers, by style.
    private var latinLineHeights: [TextStyle: Int32] = [:]

    private init(library: FontLibrary) {
        let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        // A cairo built without FreeType cannot host Pango at all; pangocairo requires it.
        guard let fontMap else { preconditionFailure("cairo has no FreeType font backend") }
        // A PangoCairoFcFontMap is a PangoFcFontMap (a GObject upcast, which C does by cast).
        pango_fc_font_map_set_config(OpaquePointer(fontMap), library.config)
        self.fontMap = fontMap
        context = Self.context(fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeftContext = Self.context(fontMap, direction: PANGO_DIRECTION_RTL)
    }

    /// A Pango context on `fontMap` whose paragraphs run in `direction`, set up as ``context`` says.
    private static func context(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)
        guard let context else { preconditionFailure("Pango could not create a context") }
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, direction)
        return context
    }

    /// The context for paragraphs that run in `direction`.
    func context(_ direction: LayoutDirection) -> OpaquePointer {
        direction == .rightToLeft ? rightToLeftContext : context
    }

    /// The height of one line of `style` in Pango units as the style's own font (Inter) sets it, its
    /// line height applied: the height a line of Latin text in the style takes (see `TextLayout`).
    func latinLineHeight(_ style: TextStyle) -> Int32 {
        if let known = latinLineHeights[style] { return known }
        let layout = pango_layout_new(context)
        let description = TextLayout.fontDescription(style)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, "Hg", -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        g_object_unref(UnsafeMutableRawPointer(layout))
        let factor = style.lineHeight.isFinite && style.lineHeight > 0 ? style.lineHeight : 1
        let height = Int32((Double(logical.height) * factor).rounded(.up))
        latinLineHeights[style] = height
        return height
    }

    /// A shaped layout that draws what `spec` draws (see `TextLayoutCache.drawing`).
    func drawingLayout(_ spec: TextLayoutSpec) -> TextLayout {
        layouts.drawing(spec, session: self)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The calling thread's session, created on first use and released when the thread ends.
    static func current(_ library: FontLibrary) -> FontSession {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<FontSession>.fromOpaque(raw).takeUnretainedValue()
        }
        let session = FontSession(library: library)
        pthread_setspecific(key, Unmanaged.passRetained(session).toOpaque())
        return session
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<FontSession>.fromOpaque(raw).release() }
        }
        return key
    }()
}
