import FolioLayout

/// Layers that each fill the screen (the proposal, or the device's size for an unspecified width),
/// clipped to it: content that runs long is cut at the screen's edge instead of growing the screen.
/// Offered no height (a full-page render), the screen is as tall as its tallest layer wants to be
/// (a scroll's whole content), at least the device's height.
/// Over the layers an optional toast rests centred, below the status bar and `headerClearance`
/// below the lowest edge of the screen's header (a Screen Header or the navigation bar that opens
/// the screen, in its top third; a header further down is content). Where it would cover anything a
/// reader needs there (text, an icon, a picture, a mascot, a chart, a tap target: what lint's
/// `overlay-on-text` checks), the content below its top makes room, pushed down by the toast's
/// height as iOS pushes it, so a toast never covers content; the chrome stays in place.
struct ScreenBox: PrimitiveView {
    var layers: [any View]
    var toast: (any View)?

    /// The least room between the header (its title and round buttons) and a toast resting under it.
    static let headerClearance = Space.md

    func children(in environment: Environment) -> [any View] { layers + (toast.map { [$0] } ?? []) }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let device = context.environment.device.size
        guard proposal.height == nil else { return proposal.replacingUnspecified(with: device) }
        let width = ScrollView.finite(proposal.width) ?? device.width
        let open = ProposedSize(width: width, height: nil)
        let tallest = context.children.prefix(layers.count).map { $0.sizeThatFits(open).height }.max() ?? 0
        return Size(width: width, height: max(device.height, tallest.rounded(.up)))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        var frames = context.children.prefix(layers.count).flatMap { $0.place(at: .zero, proposal: ProposedSize(size)) }
        if toast != nil, let slot = context.children.last {
            let offer = ProposedSize(width: max(0, size.width - 2 * Space.lg), height: nil)
            let measured = slot.sizeThatFits(offer)
            let phone = min(size.height, context.environment.device.size.height)
            let top = Self.toastTop(over: frames, below: context.environment.device.safeArea.top + Space.xs, headersAbove: phone / 3)
            let x = (size.width - measured.width) / 2
            if let covered = Self.coveredTop(Rect(x: x, y: top, width: measured.width, height: measured.height), frames) {
                let dy = top + measured.height + Space.sm - covered
                frames = frames.map { Self.pushed($0, below: covered, by: dy, in: .identity) }
            }
            frames += slot.place(at: Point(x: x, y: top), proposal: offer)
        }
        return [.group(frames, size: size, role: .screen, group: Group(clip: .rect))]
    }

    /// The top of the highest thing a reader needs among `frames` that a toast at `toast` would
    /// cover, or nil when it covers none.
    static func coveredTop(_ toast: Rect, _ frames: [Frame]) -> Double? {
        var top: Double?
        for frame in frames {
            frame.walk { found, rect, _ in
                guard rect.intersects(toast, by: 0.5) else { return }
                let needed = switch found.item {
                case .text, .icon, .image: true
                default: found.isTapTarget || found.role == .mascot || found.role == .chart
                }
                if needed { top = min(top ?? rect.minY, rect.minY) }
            }
        }
        return top
    }

    /// `frame` with every part of it that starts at or below `y` (in root points) moved down by
    /// `dy`; the chrome (status bar, dock, bars) stays where it is.
    static func pushed(_ frame: Frame, below y: Double, by dy: Double, in parent: AffineTransform) -> Frame {
        guard frame.role != .chrome, dy > 0 else { return frame }
        let toRoot = AffineTransform.translation(x: frame.origin.x, y: frame.origin.y).concatenating(parent)
        let rect = toRoot.apply(frame.bounds)
        var moved = frame
        if rect.minY >= y - 0.5 {
            moved.origin.y += dy / max(0.01, parent.d)
            return moved
        }
        guard rect.maxY > y, case .group(var g) = frame.item else { return frame }
        let inner = g.transform.concatenating(toRoot)
        g.children = g.children.map { pushed($0, below: y, by: dy, in: inner) }
        moved.item = .group(g)
        return moved
    }

    /// Where a toast's top rests over `frames`: `floor` (just under the status bar), or lower when a
    /// header or navigation bar starting above `headersAbove` reaches below it, clear of that header
    /// by `headerClearance`.
    static func toastTop(over frames: [Frame], below floor: Double, headersAbove limit: Double) -> Double {
        var top = floor
        for frame in frames {
            frame.walk { found, rect, _ in
                let isHeader = found.role == .header || (found.role == .chrome && found.name == "navigation bar")
                if isHeader, rect.minY < limit { top = max(top, rect.maxY + headerClearance) }
            }
        }
        return top
    }
}
