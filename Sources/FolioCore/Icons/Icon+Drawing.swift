extension Icon {
    /// The vector drawing of an icon the icon font has no fitting glyph for (the drinks, the trail's
    /// gear and finds); nil for the icons drawn from a glyph.
    public var drawing: IconDrawing? {
        switch self {
        case .glass: .glass
        case .juice: .bottle
        case .tea: .teacup
        case .coffee: .mug
        case .milk: .carton
        case .soda: .can
        case .backpack: .backpack
        case .acorn: .acorn
        case .feather: .feather
        case .pebble: .pebble
        case .mushroom: .mushroom
        default: nil
        }
    }
}
