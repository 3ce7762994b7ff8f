/// A group of icons that mean related things, as the icon specimen shows them.
public struct IconGroup: Hashable, Sendable {
    /// The group's title ("Actions", "Moods and what shapes them").
    public var title: String
    /// The group's icons, in the order they are shown.
    public var icons: [Icon]

    /// Every icon in its group, each in exactly one, groups in the order the specimen shows them.
    public static let all: [IconGroup] = [
        IconGroup(title: "Actions", icons: [.plus, .minus, .check, .close, .share, .trash, .pencil, .pin, .undo, .search,
                                            .ellipsis, .refresh, .send, .transfer, .backspace]),
        IconGroup(title: "Navigation", icons: [.chevronLeft, .chevronRight, .chevronDown, .arrowUp, .arrowDown, .arrowRight]),
        IconGroup(title: "Controls and status", icons: [.gear, .sliders, .bell, .lock, .info, .warning, .grid, .list, .checklist,
                                                        .calendar, .clock, .timer, .target, .play, .pause]),
        IconGroup(title: "People and feelings", icons: [.heart, .heartOutline, .person, .people, .smile, .message, .thumbsUp, .wave,
                                                        .sparkles, .star, .gift, .party]),
        IconGroup(title: "Moods and what shapes them", icons: [.batteryLow, .storm, .rain, .wind, .health, .briefcase]),
        IconGroup(title: "Self-care", icons: [.house, .book, .leaf, .moon, .sun, .sunrise, .weather, .bed, .brain, .eye, .run, .walk, .tooth,
                                              .spa, .meditation, .music, .flower, .sprout, .bolt]),
        IconGroup(title: "The trail", icons: [.backpack, .map, .mapPin, .flag, .compass, .mountain, .tree, .feather, .acorn, .pebble]),
        IconGroup(title: "Drinks and water", icons: [.drop, .dropOutline, .glass, .bottle, .coffee, .tea, .juice, .milk, .soda, .flame,
                                                     .trophy]),
        IconGroup(title: "Recipe", icons: [.chefHat, .pot, .utensils, .cart, .apple, .bookmark, .scale]),
        IconGroup(title: "Budget", icons: [.wallet, .cash, .piggyBank, .receipt, .bag, .chartUp, .chartDown, .chart]),
    ]
}
