import CCairo
import FolioCore
import Foundation

/// A Pango layout built from a `TextLayoutSpec` on the calling thread's font session.
final class TextLayout {
    let layout: OpaquePointer
    /// Whether whole lines were dropped before Pango saw the text (limits Pango cannot apply itself).
    private let droppedLines: Bool

    init(_ spec: TextLayoutSpec, session: FontSession) {
        layout = pango_layout_new(session.context(spec.paragraphDirection))
        pango_layout_set_auto_dir(layout, 0)
        let description = Self.fontDescription(spec.style)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        // Arabic (and Hebrew) lines take the height a Latin line of the style takes, as SF Arabic shares
        // SF Pro's line height on iOS: the fallback Noto Sans Arabic's own ascent and descent, made
        // room for stacked marks, would open each Arabic line about 40 % taller than an English one.
        let lineHeight = spec.text.hasRightToLeftLetters ? session.latinLineHeight(spec.style) : nil
        let attributes = Self.attributes(spec.style, lineHeight: lineHeight)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_alignment(layout, Self.pangoAlignment(spec.alignment, spec.direction))

        var text = spec.text
        var dropped = false
        let limit = spec.maxLines.map { max(1, $0) }
        if let width = spec.width {
            // Pango breaks lines counting the letter spacing after the last letter, then trims it from
            // the extents: allow for it so text fits the width it measured at.
            let units = Self.layoutWidthUnits(width, spec.style)
            pango_layout_set_width(layout, units)
            if spec.wraps {
                // At no width no word fits, and Pango's word-or-character wrapping tries every line by
                // words before it retries by characters: wrapping by characters alone breaks the same
                // lines without the first try (a stack's smallest-width probe of a caption shaped each
                // of its lines about six times; the report's six such probes were 2,600 of its 3,850
                // shapings).
                pango_layout_set_wrap(layout, units == 0 ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            } else {
                // One line per paragraph, ellipsized at the width.
                pango_layout_set_height(layout, -1)
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        if let limit, spec.width == nil || !spec.wraps {
            (text, dropped) = Self.keepingParagraphs(text, limit)
        }
        pango_layout_set_text(layout, text, -1)
        if let limit, spec.width != nil, spec.wraps {
            dropped = Self.limitWrappedLines(layout, text, to: limit)
        }
        droppedLines = dropped
        session.pins.pin(layout)
    }

    /// Cuts wrapped text to `limit` lines, the last ending in an ellipsis; returns whether whole
    /// paragraphs were dropped. Pango counts a negative height per paragraph, which is exact for one
    /// paragraph. With several, the paragraphs after the one holding the last kept line are dropped
    /// (an ellipsis marks them), and a positive height ending half a line below that line makes Pango
    /// ellipsize there if the kept paragraph runs on.
    private static func limitWrappedLines(_ layout: OpaquePointer, _ text: String, to limit: Int) -> Bool {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        guard text.contains(where: isParagraphBreak) else {
            pango_layout_set_height(layout, -Int32(clamping: limit))
            return false
        }
        guard pango_layout_get_line_count(layout) > Int32(clamping: limit),
              let line = pango_layout_get_line_readonly(layout, Int32(clamping: limit - 1)),
              let iterator = pango_layout_get_iter(layout) else { return false }
        for _ in 0..<(limit - 1) { pango_layout_iter_next_line(iterator) }
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        pango_layout_iter_free(iterator)

        let lineStart = text.utf8.index(text.utf8.startIndex, offsetBy: Int(line.pointee.start_index),
                                        limitedBy: text.utf8.endIndex) ?? text.endIndex
        let paragraphEnd = text[lineStart...].firstIndex(where: isParagraphBreak) ?? text.endIndex
        let dropsParagraphs = paragraphEnd < text.endIndex
        pango_layout_set_text(layout, text[..<paragraphEnd] + (dropsParagraphs ? "…" : ""), -1)
        pango_layout_set_height(layout, bottom + (bottom - top) / 2)
        return dropsParagraphs
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// What the layout measures: size from the logical extents, first baseline, lines, truncation, tofu.
    private(set) lazy var metrics: TextMetrics = measured()

    private func measured() -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return TextMetrics(size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                           baseline: Double(pango_layout_get_baseline(layout)) / scale,
                           lineCount: Int(pango_layout_get_line_count(layout)),
                           isTruncated: droppedLines || pango_layout_is_ellipsized(layout) != 0,
                           unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }

    /// Draws the layout with its top-left corner at the current point's user-space origin.
    func draw(on cr: OpaquePointer) {
        pango_cairo_show_layout(cr, layout)
    }

    /// The font files the layout's runs were shaped with, in order of appearance (for font tests and lint).
    var fontFiles: [String] {
        var files: [String] = []
        guard let iterator = pango_layout_get_iter(layout) else { return files }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            // Every font of a fontconfig font map is a PangoFcFont (a GObject upcast, which C does by cast).
            if let run = pango_layout_iter_get_run_readonly(iterator),
               let font = run.pointee.item.pointee.analysis.font,
               let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)),
               let file = FontLibrary.file(of: pattern), !files.contains(file) {
                files.append(file)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return files
    }

    static func fontDescription(_ style: TextStyle) -> OpaquePointer? {
        let description = pango_font_description_new()
        let families = ([style.resolvedFamily] + Fonts.fallbackFamilies).joined(separator: ",")
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_size(description, pangoUnits(style.size))
        return description
    }

    /// The style's attributes; `lineHeight` (Pango units), when given, sets every line's height in
    /// place of the style's line-height factor over the fonts' own.
    static func attributes(_ style: TextStyle, lineHeight: Int32? = nil) -> OpaquePointer? {
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        if style.letterSpacing != 0 {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(pangoUnits(style.letterSpacing)))
        }
        if style.tabularFigures {
            pango_attr_list_insert(list, pango_attr_font_features_new("tnum 1"))
        }
        if let lineHeight {
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(lineHeight))
        } else if style.lineHeight != 1, style.lineHeight.isFinite, style.lineHeight > 0 {
            pango_attr_list_insert(list, pango_attr_line_height_new(style.lineHeight))
        }
        return list
    }

    /// Pango's alignment for `alignment` on a `direction` base: with the direction given (not found
    /// from the text), Pango's left and right are the page's, so leading is the right on a
    /// right-to-left base.
    private static func pangoAlignment(_ alignment: TextAlignment, _ direction: LayoutDirection) -> PangoAlignment {
        let rightToLeft = direction == .rightToLeft
        switch alignment {
        case .leading: return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// The first `limit` paragraphs, the last ending in an ellipsis when any were dropped.
    private static func keepingParagraphs(_ text: String, _ limit: Int) -> (String, Bool) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: isParagraphBreak)
        guard lines.count > limit else { return (text, false) }
        return (lines.prefix(limit).joined(separator: "\n") + "…", true)
    }

    /// Whether the character ends a paragraph (see `TextLayoutSpec.isParagraphBreak`).
    private static func isParagraphBreak(_ c: Character) -> Bool {
        c.unicodeScalars.contains(where: TextLayoutSpec.isParagraphBreak)
    }

    /// The width Pango breaks lines at for a box `width` wide, in Pango units.
    static func layoutWidthUnits(_ width: Double, _ style: TextStyle) -> Int32 {
        pangoUnits(width + max(0, style.letterSpacing), roundingUp: true)
    }

    /// Whether a layout of no width, `naturalWidth` wide, lays out the same lines at `width`: every
    /// line fits, counting the letter spacing Pango adds after a line's last letter (twice over, for
    /// rounding), so nothing wraps and nothing is ellipsized.
    static func fits(naturalWidth: Double, in width: Double, _ style: TextStyle) -> Bool {
        let spacing = max(0, Int64(pangoUnits(style.letterSpacing)))
        return Int64(pangoUnits(naturalWidth)) + 2 * spacing + (spacing > 0 ? 2 : 0) <= Int64(layoutWidthUnits(width, style))
    }

    /// Points in Pango units (1/1024 pt), rounded, clamped to what Pango takes; non-finite values give 0.
    private static func pangoUnits(_ points: Double, roundingUp: Bool = false) -> Int32 {
        guard points.isFinite else { return 0 }
        let units = points * Double(PANGO_SCALE)
        return Int32(max(Double(Int32.min), min(Double(Int32.max), roundingUp ? units.rounded(.up) : units.rounded())))
    }
}
