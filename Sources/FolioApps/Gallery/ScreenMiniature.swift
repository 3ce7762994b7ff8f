import FolioPieces
import FolioLayout

/// A whole screen shown small in a gallery: its content laid out at the device's full size, then
/// scaled down to the width offered (half the device's width when none is), with the card radius
/// for corners, a hairline rim (so a dark screen shows on a dark page) and the card shadow, so two
/// phones fit side by side on a sheet.
struct ScreenMiniature: View {
    var content: any View

    init(@ViewBuilder _ content: () -> any View) {
        self.content = content()
    }

    var body: any View {
        ScaledScreen(content: content)
            .clipShape(.card)
            .overlay(ShapeView(.card).stroke(.separator, width: 1))
            .cardShadow()
    }
}

/// Lays its content out at the device's size and scales it to fit the offered width.
struct ScaledScreen: PrimitiveView {
    var content: any View

    func children(in environment: Environment) -> [any View] { [content] }

    private func scale(_ proposal: ProposedSize, _ device: Size) -> Double {
        guard let width = proposal.width, width.isFinite else { return 0.5 }
        return min(1, width / device.width)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let device = context.environment.device.size
        return device * scale(proposal, device)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let device = context.environment.device.size
        let s = scale(proposal, device)
        let screen = context.children[0].place(at: .zero, proposal: ProposedSize(device))
        return [.group(screen, size: size, name: "miniature", group: Group(transform: .scale(x: s, y: s)))]
    }
}
