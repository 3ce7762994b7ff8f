import FolioLayout

/// Layers that each fill the screen (the proposal, or the device's size for an unspecified width),
/// clipped to it: content that runs long is cut at the screen's edge instead of growing the screen.
/// Offered no height (a full-page render), the screen is as tall as its tallest layer wants to be
/// (a scroll's whole content), at least the device's height.
/// Over the layers an optional toast rests centred, below the status bar and `headerClearance`
/// below the lowest edge of the screen's header (a Screen Header or the navigation bar that opens
/// the screen, in its top third; a header further down is content a toast may float over), and
/// lower still, above the dock's height and the home indicator, until it covers no text (lint's
/// `overlay-on-text`); where every place covers some, it stays under the header.
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
            let foot = phone - context.environment.device.safeArea.bottom - FloatingDock.height - Space.md
            let clear = Self.clearTop(Rect(x: x, y: top, width: measured.width, height: measured.height), over: frames, above: foot)
            frames += slot.place(at: Point(x: x, y: clear ?? top), proposal: offer)
        }
        return [.group(frames, size: size, role: .screen, group: Group(clip: .rect))]
    }

    /// The first top, from `toast`'s own down to where its bottom reaches `limit`, at which it covers
    /// no text of `frames`; nil when there is none.
    static func clearTop(_ toast: Rect, over frames: [Frame], above limit: Double) -> Double? {
        var texts: [Rect] = []
        for frame in frames {
            frame.walk { found, rect, _ in
                if case .text = found.item, rect.width > 0, rect.height > 0 { texts.append(rect) }
            }
        }
        var top = toast.minY
        while top + toast.height <= limit {
            let moved = Rect(x: toast.minX, y: top, width: toast.width, height: toast.height)
            guard let hit = texts.filter({ $0.intersects(moved, by: 0.5) }).map(\.maxY).max() else { return top }
            top = hit + Space.xs
        }
        return nil
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
