import FolioDomain
import FolioLayout

/// How each kind of drink looks in the app: its icon and its colour (one table, so the blob's bands,
/// the shelf, the rows and the widgets always agree; its name is in the app's catalog, see
/// ``WaterStrings``).
extension DrinkKind {
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

    /// The fill of a round button that logs the kind (the medium widget's shelf): its colour, but
    /// water at night a deeper blue, so the white glyph on the button's lit face reads at 3:1.
    var buttonTint: ThemeColor { self == .water ? ThemeColor(light: 0x4FA8FF, dark: 0x2A7FD6) : color }

    /// The colour of the icon on a soft disc of `color` (and of a white tick on a disc of it): the
    /// kind's hue deepened in light and brightened in dark until it reads at 3:1 or more on the
    /// disc; milk, too pale to draw a glyph in, a warm grey-brown that still reads as milk.
    var inkColor: ThemeColor {
        let (light, dark) = switch self {
        case .water: (0x1A70CC, 0x6CB8FF)
        case .tea: (0x3E8A36, 0x8FD07E)
        case .coffee: (0x8B5E3C, 0xC8926A)
        case .milk: (0x8A7658, 0xD8CCBA)
        case .juice: (0xB86200, 0xFFB55C)
        case .soda: (0xC8345A, 0xFF8AA4)
        }
        return ThemeColor(light: UInt32(light), dark: UInt32(dark))
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
    /// "Water 250 ml" ("Wasser 250 ml"): what the shelf tile says and the name a finger finds it by.
    var label: String { kind.displayName + " " + WaterFormat.ml(volumeMl) }
}
