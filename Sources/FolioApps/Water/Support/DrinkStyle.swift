import FolioDomain
import FolioLayout

/// How each kind of drink looks in the app: its name, its icon and its colour (one table, so the
/// blob's bands, the shelf, the rows and the widgets always agree).
extension DrinkKind {
    /// "Water", "Coffee".
    var displayName: String {
        switch self {
        case .water: "Water"
        case .tea: "Tea"
        case .coffee: "Coffee"
        case .milk: "Milk"
        case .juice: "Juice"
        case .soda: "Soda"
        }
    }

    /// The kind's icon.
    var icon: Icon {
        switch self {
        case .water: .glass
        case .tea: .tea
        case .coffee: .coffee
        case .milk: .milk
        case .juice: .juice
        case .soda: .soda
        }
    }

    /// The kind's colour: a band of the blob, a tinted mascot, a disc behind the icon.
    var color: ThemeColor {
        switch self {
        case .water: .water.water
        case .tea: .water.tea
        case .coffee: .water.coffee
        case .milk: .water.milk
        case .juice: .water.juice
        case .soda: .water.soda
        }
    }

    /// The kind's colour in a chart on a card (a segment, a legend dot): its own colour, but milk,
    /// which on a white card all but vanishes, in its ink.
    var chartColor: ThemeColor { self == .milk ? inkColor : color }

    /// The colour of the icon on a soft disc of `color`: milk is too pale to draw a glyph in, so it
    /// takes a warm grey-brown that still reads as milk.
    var inkColor: ThemeColor {
        self == .milk ? ThemeColor(light: 0xA89478, dark: 0xD8CCBA) : color
    }
}

extension ShelfItem {
    /// The item's icon: its kind's, but a bottle for a bottle's worth of water, so the glass and the
    /// bottle on the shelf tell their sizes apart.
    var icon: Icon { kind == .water && volumeMl >= 400 ? .bottle : kind.icon }
}

/// A drink's icon on a soft disc of its colour (rows, shelf tiles, widget buttons).
struct DrinkBadge: View {
    var kind: DrinkKind
    /// The icon when not the kind's own (a shelf item's size of it).
    var icon: Icon?
    var diameter: Double = 40

    var body: any View {
        IconView(icon ?? kind.icon, size: (diameter * 0.5).rounded(), color: kind.inkColor)
            .frame(width: diameter, height: diameter)
            .background(ShapeView(.circle).fill(kind.color.opacity(0.2)))
    }
}

extension ShelfItem {
    /// "Water 250 ml": what the shelf tile says and the name a finger finds it by.
    var label: String { "\(kind.displayName) \(WaterFormat.ml(volumeMl))" }
}
