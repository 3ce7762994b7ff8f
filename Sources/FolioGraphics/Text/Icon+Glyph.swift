import FolioCore

extension Icon {
    /// The Material Design Icons (1.6.50) codepoint drawn for this icon; the only place glyph codes appear.
    /// Each comment names the glyph's class in the font's CSS. Where the old set has no exact match the
    /// nearest glyph stands in (a bed is `hotel`, a piggy bank `bank`); nil for the icons drawn from
    /// their vector `drawing` instead (the drinks, the trail's gear and finds).
    var codepoint: UInt32? {
        switch self {
        case .plus: return 0xF415  // mdi-plus
        case .minus: return 0xF374  // mdi-minus
        case .check: return 0xF12C  // mdi-check
        case .close: return 0xF156  // mdi-close
        case .share: return 0xF497  // mdi-share-variant
        case .trash: return 0xF1C0  // mdi-delete
        case .pencil: return 0xF3EB  // mdi-pencil
        case .pin: return 0xF403  // mdi-pin
        case .undo: return 0xF54C  // mdi-undo
        case .search: return 0xF349  // mdi-magnify
        case .ellipsis: return 0xF1D8  // mdi-dots-horizontal
        case .refresh: return 0xF450  // mdi-refresh
        case .send: return 0xF48A  // mdi-send
        case .chevronLeft: return 0xF141  // mdi-chevron-left
        case .chevronRight: return 0xF142  // mdi-chevron-right
        case .chevronDown: return 0xF140  // mdi-chevron-down
        case .arrowUp: return 0xF05D  // mdi-arrow-up
        case .arrowDown: return 0xF045  // mdi-arrow-down
        case .arrowRight: return 0xF054  // mdi-arrow-right
        case .transfer: return 0xF4E1  // mdi-swap-horizontal
        case .backspace: return 0xF06E  // mdi-backspace
        case .gear: return 0xF493  // mdi-settings
        case .bell: return 0xF09A  // mdi-bell
        case .lock: return 0xF33E  // mdi-lock
        case .info: return 0xF2FD  // mdi-information-outline
        case .warning: return 0xF026  // mdi-alert
        case .filter: return 0xF236  // mdi-filter-variant
        case .grid: return 0xF570  // mdi-view-grid
        case .list: return 0xF279  // mdi-format-list-bulleted
        case .calendar: return 0xF0ED  // mdi-calendar
        case .clock: return 0xF150  // mdi-clock
        case .timer: return 0xF51B  // mdi-timer
        case .heart: return 0xF2D1  // mdi-heart
        case .heartOutline: return 0xF2D5  // mdi-heart-outline
        case .person: return 0xF004  // mdi-account
        case .people: return 0xF00E  // mdi-account-multiple
        case .smile: return 0xF1F5  // mdi-emoticon-happy
        case .message: return 0xF361  // mdi-message
        case .thumbsUp: return 0xF513  // mdi-thumb-up
        case .wave: return 0xF64A  // mdi-human-greeting
        case .sparkles: return 0xF068  // mdi-auto-fix
        case .bolt: return 0xF241  // mdi-flash
        case .star: return 0xF4CE  // mdi-star
        case .gift: return 0xF2A1  // mdi-gift
        case .party: return 0xF0EB  // mdi-cake-variant
        case .house: return 0xF2DC  // mdi-home
        case .book: return 0xF0BE  // mdi-book-open-variant
        case .leaf: return 0xF32A  // mdi-leaf
        case .moon: return 0xF594  // mdi-weather-night
        case .sun: return 0xF599  // mdi-weather-sunny
        case .sunrise: return 0xF59C  // mdi-weather-sunset-up
        case .weather: return 0xF595  // mdi-weather-partlycloudy
        case .bed: return 0xF2E3  // mdi-hotel
        case .brain: return 0xF336  // mdi-lightbulb-outline
        case .run: return 0xF46E  // mdi-run
        case .walk: return 0xF583  // mdi-walk
        case .tooth: return 0xF529  // mdi-tooth
        case .spa: return 0xF24A  // mdi-flower
        case .meditation: return 0xF64C  // mdi-human-handsup
        case .music: return 0xF387  // mdi-music-note
        case .flower: return 0xF24A  // mdi-flower
        case .sprout: return 0xF38E  // mdi-nature
        case .map: return 0xF34D  // mdi-map
        case .mapPin: return 0xF34E  // mdi-map-marker
        case .flag: return 0xF23B  // mdi-flag
        case .compass: return 0xF18B  // mdi-compass
        case .mountain: return 0xF509  // mdi-terrain
        case .tree: return 0xF531  // mdi-tree
        case .drop: return 0xF58C  // mdi-water
        case .dropOutline: return 0xF5CC  // mdi-opacity
        case .flame: return 0xF238  // mdi-fire
        case .trophy: return 0xF538  // mdi-trophy
        case .chefHat: return 0xF25C  // mdi-food-variant
        case .pot: return 0xF65A  // mdi-pot
        case .utensils: return 0xF4A6  // mdi-silverware-variant
        case .cart: return 0xF110  // mdi-cart
        case .apple: return 0xF25B  // mdi-food-apple
        case .bookmark: return 0xF0C0  // mdi-bookmark
        case .checklist: return 0xF14C  // mdi-clipboard-check
        case .scale: return 0xF472  // mdi-scale
        case .wallet: return 0xF584  // mdi-wallet
        case .cash: return 0xF114  // mdi-cash
        case .piggyBank: return 0xF070  // mdi-bank
        case .receipt: return 0xF449  // mdi-receipt
        case .bag: return 0xF49A  // mdi-shopping
        case .chartUp: return 0xF535  // mdi-trending-up
        case .chartDown: return 0xF533  // mdi-trending-down
        case .chart: return 0xF128  // mdi-chart-bar
        case .signal: return 0xF4A2  // mdi-signal
        case .wifi: return 0xF5A9  // mdi-wifi
        case .battery: return 0xF079  // mdi-battery
        case .glass, .juice, .tea, .coffee, .milk, .soda, .backpack, .acorn, .feather, .pebble, .mushroom: return nil
        }
    }

    /// The icon's character in the icon font; nil for a drawn icon.
    var glyph: Unicode.Scalar? { codepoint.flatMap(Unicode.Scalar.init) }
}
