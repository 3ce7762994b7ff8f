import FolioLayout

/// A surface in the theme's shape for `token` filled with a vertical wash from one colour to
/// another (a widget's tinted face, the share card's sky): it fills the space offered, like
/// `ShapeView`, and lint sees it as the surface of the tile or card it sits behind.
struct WashSurface: View {
    var token: ShapeToken
    var top: ThemeColor
    var bottom: ThemeColor
    /// Where the wash reaches `bottom`, as a share of the height.
    var reach: Double = 1

    var body: any View {
        Draw { size, env in
            let paint = Paint.linear(LinearGradient(start: .zero, end: Point(x: 0, y: size.height * reach), stops: [
                GradientStop(0, env.resolve(top)), GradientStop(1, env.resolve(bottom)),
            ]))
            return [Frame(size: size, role: .shape, item: .shape(ShapeItem(env.theme.shape(token), fill: paint)))]
        }
    }
}

extension View {
    /// The view on a `token` surface washed from `top` to `bottom`, tagged with the token's role.
    func washed(_ token: ShapeToken, top: ThemeColor, bottom: ThemeColor, reach: Double = 1, name: String) -> any View {
        background(WashSurface(token: token, top: top, bottom: bottom, reach: reach)).role(token.role, name: name)
    }
}
