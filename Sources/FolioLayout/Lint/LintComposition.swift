/// The rules that read a screen as a whole rather than frame by frame: an overlay sitting on a
/// title, text too faint for what it is drawn on, cards and tiles that miss one another's edges by
/// a hair, colours named by another app, and tap targets past the screen's bottom edge. Each looks at the frames in paint order, with their
/// rectangles in the root's coordinates.
struct LintComposition {
    /// A frame as painted: its rectangle on the screen, its opacity there, its path for messages.
    struct Painted {
        var frame: Frame
        var rect: Rect
        var opacity: Double
        var path: String
        /// Whether it lies inside a screen header or a navigation bar.
        var inTitle: Bool
        /// Whether a group above it is transformed (rotated, scaled or slid by motion): its edges are
        /// set by the motion, not by the grid.
        var isTransformed: Bool
        /// The index of the group it is a child of, in paint order (nil for the root).
        var parent: Int?
    }

    /// Text under this contrast against what it is drawn on is too faint (WCAG's floor for large
    /// text and interface parts).
    static let minimumContrast = 3.0
    /// Edges of cards and tiles closer than this, but not equal, are a near miss.
    static let nearMiss = 4.0

    let theme: Theme
    /// The other apps' looks, whose named colours are foreign here.
    let others: [AppTheme]
    private(set) var painted: [Painted] = []
    /// The root's device, for the strip its home indicator keeps.
    let device: Device

    init(_ root: Frame, theme: Theme, others: [AppTheme], rootPath: String, device: Device = .iPhone) {
        self.device = device
        self.theme = theme
        self.others = others
        collect(root, transform: .identity, opacity: 1, path: rootPath, inTitle: false, transformed: false, parent: nil)
    }

    private mutating func collect(_ frame: Frame, transform: AffineTransform, opacity: Double, path: String,
                                  inTitle: Bool, transformed: Bool, parent: Int?) {
        let toRoot = AffineTransform.translation(x: frame.origin.x, y: frame.origin.y).concatenating(transform)
        let title = inTitle || frame.role == .header || (frame.role == .chrome && frame.name == "navigation bar")
        var alpha = opacity
        if case .group(let g) = frame.item { alpha *= g.opacity }
        let index = painted.count
        painted.append(Painted(frame: frame, rect: toRoot.apply(frame.bounds), opacity: alpha, path: path, inTitle: title,
                               isTransformed: transformed, parent: parent))
        guard case .group(let g) = frame.item else { return }
        let inner = g.transform.concatenating(toRoot)
        let moved = transformed || !g.transform.isIdentity || g.effects.contains { if case .perspective = $0 { true } else { false } }
        for (i, child) in g.children.enumerated() {
            let segment = child.name.map { "\(child.role.rawValue) \"\($0)\"" } ?? "\(child.role.rawValue)[\(i)]"
            collect(child, transform: inner, opacity: alpha, path: path + " / " + segment, inTitle: title, transformed: moved,
                    parent: index)
        }
    }

    /// Every finding of the whole-screen rules, in paint order.
    func findings() -> [LintFinding] {
        overlays() + contrast() + nearMisses() + foreignColors() + offScreen() + underChrome() + truncatedWhole()
    }

    /// The names of the frames that float over a screen's content: a toast, a popover.
    static var overlayNames: Set<String> { LintRule.overlayFrameNames }

    /// A toast or popover over what a reader needs, painted before it: text (a title's, a row's,
    /// any), an icon, a picture, a mascot, a chart or a tap target. One inside a moved group (a frame
    /// sampled from a motion, drawn small in a flow strip) is in transit, between two checked stills.
    func overlays() -> [LintFinding] {
        painted.indices.filter { Self.overlayNames.contains(painted[$0].frame.name ?? "") && !painted[$0].isTransformed }.flatMap { at in
            let overlay = painted[at], kind = overlay.frame.name ?? "overlay"
            return painted[..<at].filter { $0.isCovered(by: overlay) }.map { below in
                LintFinding(rule: .overlayOnText, path: overlay.path, message: "the \(kind) covers \(below.overlaid)")
            }
        }
    }

    /// Text whose colour, over the solid fills painted under it, reads at less than 3:1.
    func contrast() -> [LintFinding] {
        var findings: [LintFinding] = []
        for (index, text) in painted.enumerated() {
            // Text with no letter or digit (a "·" between words, a space) is ornament, not words to read.
            // Text in motion (a page sliding, a card turning) is between two still states, each checked.
            // Text a free-path clip cuts (a label split at a progress fill's edge) is read on its pixels, by pixel-contrast.
            guard case .text(let item) = text.frame.item, case .solid(let ink) = item.color, text.opacity > 0.5, !text.isTransformed,
                  !isCutByPathClip(index), !hasInkRole(index),
                  item.string.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }),
                  let ground = background(under: text.rect, before: index) else { continue }
            let drawn = ink.opacity(ink.alpha * text.opacity).over(ground)
            let ratio = drawn.contrast(with: ground)
            guard ratio < Self.minimumContrast else { continue }
            findings.append(LintFinding(rule: .contrast, path: text.path, message: "\(text.quotedText) reads at "
                                        + "\(String(format: "%.2f", ratio)):1 on \(ground.hex); text needs 3:1"))
        }
        return findings
    }

    /// Whether a group around the frame painted at `index` gives its ink a role (decorative, disabled, moving).
    private func hasInkRole(_ index: Int) -> Bool {
        var at = painted[index].parent
        while let i = at {
            if InkRole(frameName: painted[i].frame.name) != nil { return true }
            at = painted[i].parent
        }
        return false
    }

    /// Whether a group around the frame painted at `index` clips it to a free path that does not hold it whole.
    private func isCutByPathClip(_ index: Int) -> Bool {
        var at = painted[index].parent
        while let i = at {
            if case .group(let g) = painted[i].frame.item, case .path(let path)? = g.clip {
                let bounds = path.controlBounds.offsetBy(dx: painted[i].rect.minX, dy: painted[i].rect.minY)
                if !bounds.contains(painted[index].rect, tolerance: 0.5) { return true }
            }
            at = painted[i].parent
        }
        return false
    }

    /// The colour under `rect` from the frames painted before `index`: the theme's background, then
    /// each solid fill that covers the whole rectangle; nil when a picture, a gradient or glass lies
    /// under part of it (the colour there cannot be told from the tree).
    private func background(under rect: Rect, before index: Int) -> Color? {
        var ground = theme.color(.background)
        for below in painted[..<index] {
            if case .group(let g) = below.frame.item {
                if g.effects.contains(where: { if case .backdropBlur = $0 { true } else { false } }),
                   below.rect.intersects(rect, by: 0.5) { return nil }
                continue
            }
            guard below.rect.intersects(rect, by: 0.5) else { continue }
            switch below.frame.item {
            case .image: return nil
            case .shape(let shape):
                guard let fill = shape.fill else { continue }
                guard case .solid(let color) = fill else {
                    if below.rect.contains(rect, tolerance: 0.5) { return nil }
                    continue
                }
                if below.rect.contains(rect, tolerance: 0.5) { ground = color.opacity(color.alpha * below.opacity).over(ground) }
            default: continue
            }
        }
        return ground
    }

    /// Cards and tiles whose leading or trailing edges miss each other by less than 4 pt; those of a
    /// rail that runs off its screen sideways (a shelf, a row of covers) keep the rail's rhythm instead.
    func nearMisses() -> [LintFinding] {
        let isSurface = { (p: Painted) in p.frame.role == .card || p.frame.role == .tile }
        let root = painted.first?.rect ?? .zero
        let rails = Set(painted.indices.filter { i in
            let screen = screen(holding: i)?.rect ?? root, rect = painted[i].rect
            return isSurface(painted[i]) && (rect.minX < screen.minX - 0.5 || rect.maxX > screen.maxX + 0.5)
        }.compactMap { painted[$0].parent })
        let surfaces = painted.filter { isSurface($0) && !$0.isTransformed && !($0.parent.map(rails.contains) ?? false) }
        var findings: [LintFinding] = []
        for (i, a) in surfaces.enumerated() {
            for b in surfaces[(i + 1)...] where !a.rect.contains(b.rect, tolerance: 0) && !b.rect.contains(a.rect, tolerance: 0) {
                for (edge, da, db) in [("leading", a.rect.minX, b.rect.minX), ("trailing", a.rect.maxX, b.rect.maxX)] {
                    let gap = abs(da - db)
                    guard gap > 0.05, gap < Self.nearMiss else { continue }
                    findings.append(LintFinding(rule: .nearMiss, path: b.path, message: "its \(edge) edge misses that of "
                                                + "\(a.path.split(separator: "/").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "a sibling") "
                                                + "by \(String(format: "%.2f", gap)) pt; one grid, one edge"))
                }
            }
        }
        return findings
    }

    /// Tap targets reaching past the bottom edge of the screen they are on: a button the phone's
    /// edge cuts, or one pushed below it, that no finger reaches on a screen laid out to fit. Targets
    /// in motion (a sheet rising, a page sliding) are between two checked stills; targets in a scroll
    /// are reached by scrolling.
    func offScreen() -> [LintFinding] {
        painted.indices.compactMap { index in
            let target = painted[index]
            guard target.frame.isTapTarget, !target.isTransformed, let screen = screen(holding: index),
                  target.rect.maxY > screen.rect.maxY + 0.5, !isScrolled(index) else { return nil }
            let name = target.frame.name.map { "\"\($0)\"" } ?? "a tap target"
            return LintFinding(rule: .offScreen, path: target.path, message: "\(name) reaches "
                               + "\(String(format: "%.1f", target.rect.maxY - screen.rect.maxY)) pt below the screen's bottom edge; "
                               + "fit it above the edge, or put it in the screen's scroll")
        }
    }

    /// Whether the frame painted at `index` lies in a scroll view's content (below its nearest screen).
    func isScrolled(_ index: Int) -> Bool {
        var parent = painted[index].parent
        while let at = parent, painted[at].frame.role != .screen {
            if painted[at].frame.role == .scroll { return true }
            parent = painted[at].parent
        }
        return false
    }

    /// The nearest screen around the frame painted at `index`.
    func screen(holding index: Int) -> Painted? {
        var parent = painted[index].parent
        while let at = parent {
            if painted[at].frame.role == .screen { return painted[at] }
            parent = painted[at].parent
        }
        return nil
    }

    /// Fills, strokes, text and icons in a colour only another app names, on an app's own screens
    /// and flows (a root named "<app>.…"; piece sheets show every app's samples). White, black and
    /// the greys between belong to no app, even when one names them (an ink on a filled action is
    /// white in every app).
    func foreignColors() -> [LintFinding] {
        guard let root = painted.first, root.frame.name?.hasPrefix(theme.app.rawValue + ".") == true else { return [] }
        let own = Set(theme.ownColors)
        let foreign = Dictionary(others.filter { $0.id != theme.app }.flatMap { look in
            let other = Theme(app: look, appearance: theme.appearance)
            return look.namedColors.map { (other.resolve($0.color), "\(look.id.rawValue).\($0.name)") }
        }.filter { !$0.0.isNeutral }, uniquingKeysWith: { first, _ in first })
        var findings: [LintFinding] = []
        for item in painted {
            for color in item.colors where !own.contains(color) {
                guard let name = foreign[color] else { continue }
                findings.append(LintFinding(rule: .foreignColor, path: item.path, message: "drawn in \(name) (\(color.hex)), "
                                            + "a colour of another app; take it from \(theme.app.rawValue)'s theme"))
            }
        }
        return findings
    }
}

extension LintComposition.Painted {
    var isText: Bool { if case .text = frame.item { true } else { false } }

    /// Whether an overlay painted over it hides something a reader needs: visible text, an icon, a
    /// picture, a mascot or a chart, or a tap target (a toast's own parts are painted after it).
    func isCovered(by overlay: LintComposition.Painted) -> Bool {
        guard opacity > 0.05, rect.intersects(overlay.rect, by: 0.5) else { return false }
        switch frame.item {
        case .text, .icon, .image: return true
        default: return frame.isTapTarget || frame.role == .mascot || frame.role == .chart
        }
    }

    /// What an overlay covers, for its message: "the title text "Today"", "the icon heart", "the mascot "companion"".
    var overlaid: String {
        switch frame.item {
        case .text: return "the \(inTitle ? "title " : "")text \(quotedText)"
        case .icon(let i): return "the icon \(i.icon.rawValue)"
        default: return "the \(frame.isTapTarget ? "tap target" : frame.role.rawValue)\(frame.name.map { " \"\($0)\"" } ?? "")"
        }
    }

    var quotedText: String {
        guard case .text(let t) = frame.item else { return "" }
        return "\"" + (t.string.count > 40 ? t.string.prefix(39) + "…" : t.string) + "\""
    }

    /// The solid colours it draws with.
    var colors: [Color] {
        switch frame.item {
        case .shape(let s):
            return [s.fill, s.stroke?.paint].compactMap { paint in if case .solid(let c)? = paint { c } else { nil } }
        case .text(let t): if case .solid(let c) = t.color { return [c] }
        case .icon(let i): if case .solid(let c) = i.color { return [c] }
        default: break
        }
        return []
    }
}

extension Theme {
    /// Every colour the theme itself gives: its semantic palette and its app's named colours.
    var ownColors: [Color] {
        SemanticColor.allCases.map(color) + look.namedColors.map { resolve($0.color) }
    }
}
