import FolioLayout

/// A sheet over a screen: the screen behind dimmed, the sheet's top resting at a detent with the card
/// radius on its top corners, a grabber, the content below it and a home indicator at the bottom.
/// Under a large sheet (a page sheet), as on iOS 17 and 18, the screen behind scales back from the
/// top with rounded top corners of its own, its top at the bottom of the status bar's region and the
/// sheet's `largeGap` below it, on black; one status bar, white, is drawn above both (the screen
/// behind draws none of its own). `rise` is the sheet's travel: 0 below the screen, 1 at its detent,
/// so a still can show it rising or being dragged away.
public struct Sheet: View {
    /// Where the sheet's top rests.
    public enum Detent: Hashable, Sendable {
        /// Half the screen.
        case medium
        /// Nearly the whole screen: `largeGap` under the status bar's region, where the screen behind starts.
        case large
        /// A sheet `points` tall.
        case height(Double)

        /// The y of the sheet's top on a screen of `height` with `safeTop` points of status bar.
        public func top(screenHeight height: Double, safeTop: Double) -> Double {
            switch self {
            case .medium: (height / 2).rounded()
            case .large: safeTop + Sheet.largeGap
            case .height(let points): max(safeTop + Sheet.largeGap, height - points)
            }
        }
    }

    public var detent: Detent
    public var rise: Double
    /// The sheet's surface colour.
    public var fill: ThemeColor
    public var background: any View
    public var content: any View

    /// `content` on a sheet at `detent` over `background` (usually a ``Screen``).
    public init(detent: Detent = .medium, rise: Double = 1, fill: ThemeColor = .card, background: any View,
                @ViewBuilder content: () -> any View) {
        self.detent = detent
        self.rise = rise
        self.fill = fill
        self.background = background
        self.content = content()
    }

    /// How much the screen behind is scaled down at full rise of a large sheet: about 16 pt off each
    /// side of a 393 pt phone.
    public static let behindScale = 0.08
    /// How far the top of a large sheet rests below the top of the screen behind it, in points.
    public static let largeGap = 10.0
    /// The radius of the top corners of the screen behind a large sheet, as drawn (scaled back).
    public static let behindRadius = 10.0

    /// Whether the screen behind scales back: only under a large sheet, which covers it nearly
    /// whole; medium and fixed-height sheets leave it in place, dimmed.
    public static func scalesBack(_ detent: Detent) -> Bool { detent == .large }

    public var body: any View {
        SheetLayout(detent: detent, rise: Motion.clamp(rise), children: [
            // The story's scroll is the sheet's: the screen behind rests at its top.
            background.environment(ScreenScrollKey.self, 0).environment(SystemBarsKey.self, !Sheet.scalesBack(detent)),
            EnvironmentReader { env in
                VStack(spacing: 0) {
                    ShapeView(.pill).fill(.tertiaryLabel).frame(width: 36, height: 5).role(.indicator, name: "grabber")
                        .padding(.vertical, Space.xxs)
                    scroll(env)
                }
                .padding(.top, 1)
                .background(SheetSurface(fill: fill))
            },
            HomeIndicator(),
            StatusBar(content: .light),
        ])
    }
}

extension Sheet {
    /// The sheet's content as its scroll, by the story's offset, kept clear of the home indicator.
    func scroll(_ env: Environment) -> ScrollView {
        let filled: any View = content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        return ScrollView(.vertical, offset: env[ScreenScrollKey.self], insets: EdgeInsets(bottom: env.device.safeArea.bottom),
                          fillsViewport: true, name: "sheet scroll", content: filled)
    }
}

/// The sheet's surface: continuous card-radius corners at the top, running past the bottom edge so
/// only the top corners show once the screen clips it.
struct SheetSurface: View {
    var fill: ThemeColor

    var body: any View {
        Draw { size, env in
            let radius = env.theme.radius(.card)
            let item = ShapeItem(.rounded(radius), fill: .solid(env.resolve(fill)))
            let surface = Frame(size: Size(width: size.width, height: size.height + radius * 2), role: .shape, item: .shape(item))
            return [.group([surface], size: size, role: .sheet, name: "sheet", group: Group(effects: [
                .shadow(color: env.resolve(.shadow), radius: 24, offset: Point(x: 0, y: -2)),
            ]))]
        }
    }
}

/// Lays out a sheet on a screen: children are the screen behind, the sheet, the home indicator and
/// the status bar the system draws over a large sheet.
struct SheetLayout: PrimitiveView {
    var detent: Sheet.Detent
    var rise: Double
    var children: [any View]

    func children(in environment: Environment) -> [any View] { children }

    /// The device's size for an unspecified proposal; offered no height (a full-page render), as
    /// tall as the sheet's whole content below its detent, at least the device's height.
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let device = context.environment.device
        guard proposal.height == nil else { return proposal.replacingUnspecified(with: device.size) }
        let width = ScrollView.finite(proposal.width) ?? device.size.width
        let top = detent.top(screenHeight: device.size.height, safeTop: device.safeArea.top)
        let sheet = context.children[1].sizeThatFits(ProposedSize(width: width, height: nil)).height
        return Size(width: width, height: max(device.size.height, (top + sheet).rounded(.up)))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let (behind, sheet, indicator) = (context.children[0], context.children[1], context.children[2])
        let rise = Motion.clamp(self.rise * env[SheetRiseKey.self])
        let scalesBack = Sheet.scalesBack(detent)
        let scale = 1 - (scalesBack ? Sheet.behindScale * rise : 0)
        let dim = env.theme.appearance == .light ? 0.28 : 0.5
        let safeTop = env.device.safeArea.top
        // Scaled back from its top centre, its top come down to the bottom of the status bar's region.
        let place = scalesBack
            ? AffineTransform.scale(x: scale, y: scale).around(Point(x: size.width / 2, y: 0)).concatenating(.translation(x: 0, y: safeTop * rise))
            : .identity
        let screen = Frame.group(behind.place(at: .zero, proposal: ProposedSize(size)), size: size, role: .screen, name: "behind",
                                 group: Group(transform: place, clip: scalesBack ? .rounded(Sheet.behindRadius / scale) : nil))
        let black = Frame(size: size, role: .background, item: .shape(ShapeItem(.rect, fill: .solid(.black))))
        let veil = Frame(size: size, role: .background, name: "dim", item: .shape(ShapeItem(.rect, fill: .solid(Color.black.opacity(dim * rise)))))
        // The detent is the phone's, also on a full-page render taller than the phone.
        let top = detent.top(screenHeight: min(size.height, env.device.size.height), safeTop: env.device.safeArea.top)
        let y = top + (size.height - top) * (1 - rise)
        // The sheet runs to the screen's bottom; its scroll keeps its content clear of the home indicator.
        let sheetSize = Size(width: size.width, height: size.height - top)
        var frames = [black, screen, veil]
        frames += sheet.place(at: Point(x: 0, y: y), proposal: ProposedSize(sheetSize))
        frames += indicator.place(at: Point(x: 0, y: size.height - env.device.safeArea.bottom), proposal: ProposedSize(width: size.width, height: nil))
        if scalesBack {
            frames += context.children[3].place(at: .zero, proposal: ProposedSize(width: size.width, height: nil))
        }
        return [.group(frames, size: size, role: .screen, name: "sheet over screen", group: Group(clip: .rect))]
    }
}
