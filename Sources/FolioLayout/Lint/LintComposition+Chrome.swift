/// The whole-screen rules that Dynamic Type, small phones and long text expose: content left under
/// the chrome at a screen's foot, and text that must be whole but was cut.
extension LintComposition {
    /// Text, icons, pictures and tap targets outside a scroll view that lie under the dock, the home
    /// indicator's strip or past the screen's (or a sheet's) bottom edge: nothing scrolls them out.
    /// The chrome's own parts, and frames in motion, are not content; only a phone's screen (one of
    /// the device's size, not a page or a strip of screens, nor a whole scroll drawn at once) has
    /// such a foot.
    func underChrome() -> [LintFinding] {
        let docks = painted.indices.filter { painted[$0].frame.role == .chrome && painted[$0].frame.name == "dock" }
        var findings: [LintFinding] = []
        for index in painted.indices {
            let item = painted[index]
            guard item.isContent, !item.isTransformed, item.opacity > 0.05, !isScrolled(index), !inChrome(index),
                  let screen = screen(holding: index), isPhone(screen.rect) else { continue }
            let homeStrip = Rect(x: screen.rect.minX, y: screen.rect.maxY - device.safeArea.bottom,
                                 width: screen.rect.width, height: device.safeArea.bottom)
            let name = item.quotedText.isEmpty ? (item.frame.name.map { "\"\($0)\"" } ?? item.frame.role.rawValue) : item.quotedText
            if let dock = docks.first(where: { painted[$0].rect.intersects(item.rect, by: 0.5) && screen.rect.contains(painted[$0].rect, tolerance: 0.5) }),
               dock < index || !isInside(index, dock) {
                findings.append(LintFinding(rule: .underChrome, path: item.path, message: "\(name) lies under the dock; put it in the screen's scroll "
                                            + "or above the dock"))
            } else if item.rect.maxY > screen.rect.maxY + 0.5 {
                findings.append(LintFinding(rule: .underChrome, path: item.path, message: "\(name) runs "
                                            + "\(points(item.rect.maxY - screen.rect.maxY)) pt past the bottom edge outside a scroll"))
            } else if device.safeArea.bottom > 0, homeStrip.intersects(item.rect, by: 0.5), item.rect.minY < homeStrip.maxY {
                findings.append(LintFinding(rule: .underChrome, path: item.path, message: "\(name) lies under the home indicator; keep it "
                                            + "above the bottom safe area (\(points(device.safeArea.bottom)) pt)"))
            }
        }
        return findings
    }

    /// Text marked whole (a title, an amount, a name, a time) that was truncated or ellipsized by its
    /// layout; one cut at `Text.wholeLineCap` lines is hostile data, cut by design.
    func truncatedWhole() -> [LintFinding] {
        painted.compactMap { item in
            guard case .text(let text) = item.frame.item, text.isWhole, text.metrics.isTruncated, !item.isTransformed,
                  text.metrics.lineCount < Text.wholeLineCap else { return nil }
            return LintFinding(rule: .truncatedWhole, path: item.path, message: "\(item.quotedText) must be read whole but is cut to "
                               + "\(text.metrics.lineCount) line\(text.metrics.lineCount == 1 ? "" : "s"); let it wrap, or stack its row")
        }
    }

    /// Whether `rect` is a phone's whole screen.
    private func isPhone(_ rect: Rect) -> Bool {
        abs(rect.width - device.size.width) < 0.5 && abs(rect.height - device.size.height) < 0.5
    }

    /// Whether the frame painted at `index` is part of the chrome (status bar, dock, bars, indicator).
    private func inChrome(_ index: Int) -> Bool {
        var at: Int? = index
        while let i = at {
            if painted[i].frame.role == .chrome { return true }
            at = painted[i].parent
        }
        return false
    }

    /// Whether the frame painted at `index` lies inside the one painted at `ancestor`.
    private func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var at = painted[index].parent
        while let i = at {
            if i == ancestor { return true }
            at = painted[i].parent
        }
        return false
    }

    private func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension LintComposition.Painted {
    /// Whether it is content a reader needs to see or touch: text, an icon, a picture, a tap target.
    var isContent: Bool {
        switch frame.item {
        case .text, .icon, .image: return true
        default: return frame.isTapTarget
        }
    }
}
