/// The semantic icon names Folio draws (SF Symbols stand-ins). FolioGraphics maps each one to a
/// glyph of the pinned icon font, or draws its vector `drawing` where the font has no fitting glyph
/// (the drinks, the trail's gear and finds); nothing else names glyphs.
public enum Icon: String, Hashable, Sendable, CaseIterable {
    // Actions and navigation
    case plus, minus, check, close, share, trash, pencil, pin, undo, search, ellipsis, refresh, send
    case chevronLeft = "chevron-left", chevronRight = "chevron-right", chevronDown = "chevron-down"
    case arrowUp = "arrow-up", arrowDown = "arrow-down", arrowRight = "arrow-right", transfer, backspace
    case gear, bell, lock, info, warning, filter, grid, list, calendar, clock, timer
    // People and feelings
    case heart, heartOutline = "heart-outline", person, people, smile, message, thumbsUp = "thumbs-up", wave
    case sparkles, star, gift, party, bolt
    // Self-care
    case house, book, leaf, moon, sun, sunrise, weather, bed, brain, run, walk, tooth, spa, meditation, music, flower, sprout
    case backpack, map, mapPin = "map-pin", flag, compass, mountain, tree, mushroom, feather, acorn, pebble
    // Water
    case drop, dropOutline = "drop-outline", coffee, tea, juice = "juice", milk, soda, glass, flame, trophy
    // Recipe
    case chefHat = "chef-hat", pot, utensils, cart, apple, bookmark, checklist, scale
    // Budget
    case wallet, cash, piggyBank = "piggy-bank", receipt, bag, chartUp = "chart-up", chartDown = "chart-down", chart
    // Status bar
    case signal, wifi, battery
}
