import FolioCore

extension Icon {
    /// The drawing of the pinned icon set (`IconSet`) this icon is drawn with: the one table of
    /// semantic names → drawings, and the only place drawing names appear. Each is reviewed against the
    /// labels it sits with; where the set has no drawing of the thing itself, the comment says what
    /// stands in and why.
    var symbol: IconSymbol {
        switch self {
        case .plus: "plus"
        case .minus: "minus"
        case .check: "check"
        case .close: "x"
        case .share: "share"  // the iOS square with an arrow up, not three connected dots
        case .trash: "trash-2"
        case .pencil: "pencil"
        case .pin: "pin"
        case .undo: "undo-2"  // arrow.uturn.backward
        case .search: "search"
        case .ellipsis: "ellipsis"
        case .refresh: "refresh-cw"
        case .send: "send"
        case .transfer: "arrow-left-right"
        case .backspace: "delete"  // delete.left
        case .chevronLeft: "chevron-left"
        case .chevronRight: "chevron-right"
        case .chevronDown: "chevron-down"
        case .arrowUp: "arrow-up"
        case .arrowDown: "arrow-down"
        case .arrowRight: "arrow-right"
        case .gear: "settings"
        case .sliders: "sliders-horizontal"
        case .bell: "bell"
        case .lock: "lock"
        case .info: "info"
        case .warning: "triangle-alert"
        case .grid: "layout-grid"  // square.grid.2x2: widgets, and "All" areas
        case .list: "list"
        case .checklist: "list-checks"
        case .calendar: "calendar"
        case .clock: "clock"
        case .timer: "timer"
        case .target: "target"  // a goal
        case .play: IconSymbol("play", filled: true)  // play.fill: a timer's Start
        case .pause: IconSymbol("pause", filled: true)  // pause.fill: a running timer's Pause
        case .heart: IconSymbol("heart", filled: true)
        case .heartOutline: "heart"
        case .person: "user"
        case .people: "users"
        case .smile: "smile"
        case .message: "message-circle"
        case .thumbsUp: "thumbs-up"
        case .wave: "hand"
        case .sparkles: "sparkles"
        case .star: "star"
        case .gift: "gift"
        case .party: "party-popper"
        case .batteryLow: "battery-low"  // tired: low on energy (sleep keeps the bed)
        case .storm: "cloud-lightning"  // stressed
        case .rain: "cloud-rain"  // sad
        case .wind: "wind"  // restless, and a slow breath
        case .health: "heart-pulse"
        case .briefcase: "briefcase"  // work
        case .house: "house"
        case .book: "book-open"
        case .leaf: "leaf"
        case .moon: "moon"
        case .sun: "sun"
        case .sunrise: "sunrise"
        case .weather: "cloud-sun"
        case .bed: "bed"
        case .brain: "brain"
        case .eye: "eye"  // noticing what you can see
        case .run: "dumbbell"  // exercise: the set has no running figure
        case .walk: "footprints"
        case .tooth: "smile"  // brushing teeth: a clean smile (the set has no tooth)
        case .spa: "flower-2"
        case .meditation: "person-standing"  // stretching, a mindful minute
        case .music: "music"
        case .flower: "flower"
        case .sprout: "sprout"
        case .bolt: IconSymbol("zap", filled: true)  // energy, and the utilities bill
        case .backpack: "backpack"
        case .map: "map"
        case .mapPin: "map-pin"
        case .flag: "flag"
        case .compass: "compass"
        case .mountain: "mountain"
        case .tree: "tree-deciduous"
        case .feather: "feather"
        case .acorn: "nut"
        case .pebble: "stone"
        case .drop: IconSymbol("droplet", filled: true)
        case .dropOutline: "droplet"
        case .glass: "glass-water"  // a glass of water
        case .bottle: "bottle-wine"  // a bigger bottle of water: a bottle, not a second glass
        case .coffee: "coffee"
        case .tea: "leaf"  // a tea leaf: the set's only cup is the coffee mug
        case .juice: "citrus"
        case .milk: "milk"
        case .soda: "cup-soda"
        case .flame: "flame"  // a streak, and calories
        case .trophy: "trophy"
        case .chefHat: "chef-hat"
        case .pot: "cooking-pot"
        case .utensils: "utensils"
        case .cart: "shopping-cart"
        case .apple: "apple"
        case .bookmark: "bookmark"
        case .scale: "weight"  // metric weights: scalemass
        case .wallet: "wallet"
        case .cash: "banknote"
        case .piggyBank: "piggy-bank"
        case .receipt: "receipt"
        case .bag: "shopping-bag"  // shopping
        case .chartUp: "trending-up"
        case .chartDown: "trending-down"
        case .chart: "chart-column"
        }
    }
}
