import CCairo
import FolioCore

/// One character shaped without a Pango layout: an icon's glyph, or the ellipsis a one-line text
/// squeezed to no width measures as. A lone character needs none of what a layout adds (line
/// breaking, ellipsizing, alignment), so it is itemized and shaped exactly as a layout of it would
/// be, and measures and draws as that layout does: the same logical box and baseline, the same
/// glyph position (`GlyphRunTests` holds it to this, in pixels and in PDF and SVG bytes).
///
/// Only untracked text at the font's own line height is a glyph run: letter spacing and line height
/// are applied by a layout.
final class GlyphRun {
    /// What a run is shaped from.
    struct Key: Hashable {
        var character: Unicode.Scalar
        var style: TextStyle
    }

    /// The text, NUL-terminated, which the item's offsets index and the renderer embeds in PDFs.
    private let text: ContiguousArray<CChar>
    private let item: UnsafeMutablePointer<PangoItem>
    private let glyphs: UnsafeMutablePointer<PangoGlyphString>
    /// What the layout of the same text and style measures: its logical box, baseline and one line.
    let metrics: TextMetrics

    /// Whether text in `style` can be shaped as a glyph run: no letter spacing, no line height.
    static func shapes(_ style: TextStyle) -> Bool {
        style.letterSpacing == 0 && style.lineHeight == 1
    }

    /// `key`'s character in its style, shaped on `session`.
    init(_ key: Key, session: FontSession) {
        precondition(Self.shapes(key.style), "a glyph run carries neither letter spacing nor line height")
        let style = key.style
        let text = ContiguousArray(String(key.character).utf8CString)
        let length = Int32(text.count - 1)
        let attributes = TextLayout.attributes(style)
        let description = TextLayout.fontDescription(style)
        pango_attr_list_insert_before(attributes, pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        let items = text.withUnsafeBufferPointer { pango_itemize(session.context, $0.baseAddress, 0, length, attributes, nil) }
        pango_attr_list_unref(attributes)
        // One character is one item: one font, one script, one direction.
        guard let items, let data = items.pointee.data, let glyphs = pango_glyph_string_new() else {
            preconditionFailure("Pango could not itemize one character")
        }
        g_list_free(items)
        let item = data.assumingMemoryBound(to: PangoItem.self)
        text.withUnsafeBufferPointer { buffer in
            pango_shape_with_flags(buffer.baseAddress, length, buffer.baseAddress, length, &item.pointee.analysis, glyphs,
                                   PANGO_SHAPE_NONE)
        }
        var logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, item.pointee.analysis.font, nil, &logical)
        let unknown = (0..<Int(glyphs.pointee.num_glyphs)).filter { glyphs.pointee.glyphs[$0].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 }.count
        let scale = Double(PANGO_SCALE)
        metrics = TextMetrics(size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                              baseline: Double(-logical.y) / scale, lineCount: 1, unknownGlyphs: unknown)
        // A layout draws its line's glyphs at the current point plus the baseline; a glyph item draws
        // them at the current point plus each glyph's offset, which so holds the baseline: Pango adds
        // the same two numbers either way, so every glyph lands on the same double.
        for i in 0..<Int(glyphs.pointee.num_glyphs) { glyphs.pointee.glyphs[i].geometry.y_offset -= logical.y }
        self.text = text
        self.item = item
        self.glyphs = glyphs
        if let font = item.pointee.analysis.font { session.pins.pin(font) }
    }

    deinit {
        pango_glyph_string_free(glyphs)
        pango_item_free(item)
    }

    /// Draws the run with its logical box's top-left corner at the current point, as its layout would.
    func draw(on cr: OpaquePointer) {
        var glyphItem = PangoGlyphItem()
        glyphItem.item = item
        glyphItem.glyphs = glyphs
        text.withUnsafeBufferPointer { pango_cairo_show_glyph_item(cr, $0.baseAddress, &glyphItem) }
    }

    /// The font file the run was shaped with (for font tests).
    var fontFile: String? {
        // Every font of a fontconfig font map is a PangoFcFont (a GObject upcast, which C does by cast).
        guard let font = item.pointee.analysis.font,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        return FontLibrary.file(of: pattern)
    }
}
