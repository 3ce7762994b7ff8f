/// The semantic icon names Folio draws (SF Symbols stand-ins), each named for what it means where it
/// sits. FolioGraphics maps each one to a drawing of the pinned icon set (one table,
/// `Icon.symbol`); nothing else names drawings. `IconGroup.all` groups them by meaning.
public enum Icon: String, Hashable, Sendable, CaseIterable {
    // Actions
    case plus, minus, check, close, share, trash, pencil, pin, undo, search, ellipsis, refresh, send, transfer, backspace
    // Navigation and arrows
    case chevronLeft = "chevron-left", chevronRight = "chevron-right", chevronDown = "chevron-down"
    case arrowUp = "arrow-up", arrowDown = "arrow-down", arrowRight = "arrow-right"
    // Controls and status
    case gear, sliders, bell, lock, info, warning, grid, list, checklist, calendar, clock, timer, target
    case play, pause
    // People and feelings
    case heart, heartOutline = "heart-outline", person, people, smile, message, thumbsUp = "thumbs-up", wave
    case sparkles, star, gift, party
    // Moods and what shapes them
    case batteryLow = "battery-low", storm, rain, wind, health, briefcase
    // Self-care
    case house, book, leaf, moon, sun, sunrise, weather, bed, brain, eye, run, walk, tooth, spa, meditation, music, flower, sprout, bolt
    // The trail
    case backpack, map, mapPin = "map-pin", flag, compass, mountain, tree, feather, acorn, pebble
    // Drinks and water
    case drop, dropOutline = "drop-outline", glass, bottle, coffee, tea, juice, milk, soda, flame, trophy
    // Recipe
    case chefHat = "chef-hat", pot, utensils, cart, apple, bookmark, scale
    // Budget
    case wallet, cash, piggyBank = "piggy-bank", receipt, bag, chartUp = "chart-up", chartDown = "chart-down", chart
}
