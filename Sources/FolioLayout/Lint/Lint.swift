import Foundation

/// Checks a frame tree against the theme's shape lock and the rules every screen keeps: cards and
/// tiles are continuous rounded rectangles of the theme's radii, actions are capsules (round
/// buttons circles), text fits its frame, is not split inside a word and has no unknown glyphs, tap
/// targets are at least 44 × 44 pt.
/// Then the screen is read as a whole: no toast or popover over text, text at 3:1 or more against what it
/// is drawn on, cards and tiles on one grid, no colour only another app names, no tap target past
/// the screen's bottom edge, no content outside a scroll under the dock or home indicator, no text
/// that must be whole cut short.
/// Findings of the frame rules come depth-first in tree order, each frame's in the order of
/// ``LintRule``, then those of the whole-screen rules. `others` are the looks of the other apps,
/// whose named colours are foreign on this app's screens.
/// `device` is the phone the frame was laid out for (its home indicator's strip is kept clear).
public func lint(_ frame: Frame, theme: Theme, others: [AppTheme] = [], device: Device = .iPhone) -> [LintFinding] {
    var findings: [LintFinding] = []
    visit(frame, path: segment(frame, index: nil), theme: theme, into: &findings)
    return findings + LintComposition(frame, theme: theme, others: others, rootPath: segment(frame, index: nil), device: device).findings()
}

/// The smallest side a finger can reliably hit, in points.
private let minimumTapSide = 44.0
/// How far text may spill out of its frame before it counts as overflowing, in points.
private let overflowTolerance = 0.5

private func visit(_ frame: Frame, path: String, theme: Theme, into findings: inout [LintFinding]) {
    func report(_ rule: LintRule, _ message: String) {
        findings.append(LintFinding(rule: rule, path: path, message: message))
    }
    switch frame.role {
    case .card, .tile:
        let token: ShapeToken = frame.role == .card ? .card : .tile
        let expected = theme.shape(token)
        let rule: LintRule = token == .card ? .cardShape : .tileShape
        let surfaces = surfaces(of: frame)
        if surfaces.isEmpty {
            report(rule, "\(token.rawValue) has no surface (a shape filling it, or a clip); expected \(describe(expected, in: frame.size))")
        }
        for (shape, size) in surfaces where shape != expected {
            report(rule, "\(token.rawValue) corners should be \(describe(expected, in: size)), found \(describe(shape, in: size))")
        }
    case .pill, .button:
        let round = frame.role == .button
        for (shape, size) in surfaces(of: frame) where !(shape == .capsule || (round && isCircle(shape, size))) {
            report(.actionShape, "\(round ? "round buttons are circles or capsules" : "actions are capsules"), found \(describe(shape, in: size))")
        }
    default:
        break
    }
    if case .text(let text) = frame.item {
        let needed = text.metrics.size
        if needed.width > frame.size.width + overflowTolerance || needed.height > frame.size.height + overflowTolerance {
            report(.textOverflow, "\(quote(text.string)) needs \(describe(needed)) but its frame is \(describe(frame.size))")
        }
        if text.metrics.lineCount > mostLinesWithoutSplitting(text.string) {
            report(.brokenWord, "\(quote(text.string)) takes \(text.metrics.lineCount) lines but has \(mostLinesWithoutSplitting(text.string)) "
                   + "without splitting a word; give it the room of its longest word, or a smaller style")
        }
        if text.metrics.unknownGlyphs > 0 {
            report(.unknownGlyphs, "\(quote(text.string)) has \(text.metrics.unknownGlyphs) glyph(s) no pinned font can draw")
        }
    }
    if frame.isTapTarget, frame.size.width < minimumTapSide || frame.size.height < minimumTapSide {
        report(.tapTarget, "tap target is \(describe(frame.size)); fingers need 44 × 44 pt")
    }
    for (i, child) in frame.children.enumerated() {
        visit(child, path: path + " / " + segment(child, index: i), theme: theme, into: &findings)
    }
}

/// The shapes that give a card, tile or action its outline: its own shape, else its clip (what is
/// under a clip takes the clip's outline), else the first shape child filling it (its background).
private func surfaces(of frame: Frame) -> [(Shape, Size)] {
    switch frame.item {
    case .shape(let s):
        return [(s.shape, frame.size)]
    case .group(let g):
        if let clip = g.clip { return [(clip, frame.size)] }
        var found: [(Shape, Size)] = []
        let background = g.children.first { child in
            guard case .shape = child.item else { return false }
            return frame.bounds.contains(child.rect, tolerance: overflowTolerance)
                && child.rect.contains(frame.bounds, tolerance: overflowTolerance)
        }
        if let background, case .shape(let s) = background.item { found.append((s.shape, background.size)) }
        return found
    default:
        return []
    }
}

/// The most lines `string` can wrap onto with every break at a break opportunity: one per
/// paragraph, and one more per space, dash or slash, and per character of scripts that break
/// between any two (Han, kana, Hangul). An upper bound: a layout with more lines split a word.
func mostLinesWithoutSplitting(_ string: String) -> Int {
    1 + string.unicodeScalars.filter { scalar in
        scalar.properties.isWhitespace || "-‐–—/".unicodeScalars.contains(scalar)
            || (0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }.count
}

private func isCircle(_ shape: Shape, _ size: Size) -> Bool {
    shape == .ellipse && abs(size.width - size.height) < overflowTolerance
}

func segment(_ frame: Frame, index: Int?) -> String {
    if let name = frame.name { return "\(frame.role.rawValue) \(quote(name))" }
    return index.map { "\(frame.role.rawValue)[\($0)]" } ?? frame.role.rawValue
}

func quote(_ text: String) -> String {
    "\"" + (text.count > 40 ? text.prefix(39) + "…" : text) + "\""
}

private func describe(_ shape: Shape, in size: Size) -> String {
    switch shape {
    case .rect: return "a rectangle"
    case .roundedRect(let radius, let style): return "\(style.rawValue) radius \(points(radius))"
    case .capsule: return "a capsule"
    case .ellipse: return abs(size.width - size.height) < overflowTolerance ? "a circle" : "an ellipse"
    case .path: return "a free path"
    }
}

private func describe(_ size: Size) -> String { "\(points(size.width)) × \(points(size.height)) pt" }

func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
}
