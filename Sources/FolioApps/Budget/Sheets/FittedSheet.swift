import FolioLayout
import FolioPieces

/// A Budget Envelopes sheet over Budgets, as tall as what it holds (iOS's custom detent that
/// resolves to the content's height): its action sits right under its keypad, with no empty band
/// above it on any phone; when the content is taller than the large detent (German on the SE, the
/// accessibility sizes) it takes the large detent and scrolls.
struct FittedSheet: View {
    /// The screen behind the sheet.
    var background: any View
    /// The sheet's content, built for the environment it is laid out in.
    var content: @Sendable (Environment) -> any View

    /// `content` on a fitted sheet over `background`.
    init(background: any View, @ViewBuilder content: @escaping @Sendable (Environment) -> any View) {
        self.background = background
        self.content = content
    }

    /// The grabber's band at the sheet's top: the grabber, its padding and the rim.
    static let grabberBand = 5 + 2 * Space.xxs + 1

    var body: any View {
        EnvironmentReader { env in
            let content = self.content(env)
            Sheet(detent: Self.detent(fitting: content, env), fill: .groupedBackground, background: background) { content }
        }
    }

    /// A detent as tall as `content` at the device's width, the grabber's band and the home
    /// indicator's inset; the large detent when that reaches past it or leaves less than a bar's
    /// height (44 pt) of the screen behind, a sliver that would only cut its title in half.
    static func detent(fitting content: any View, _ env: Environment) -> Sheet.Detent {
        let device = env.device
        let height = layout(content, width: device.size.width, environment: env).size.height + grabberBand + device.safeArea.bottom
        let large = device.size.height - device.safeArea.top - Sheet.largeGap
        return height < large - 44 ? .height(height.rounded(.up)) : .large
    }
}
