import FolioDomain
import FolioLayout

/// The light of a scene, from the snapshot's time: a rising sun, a high one, a setting one, or
/// the moon and stars.
enum SkyPhase: Equatable {
    case dawn, day, dusk, night

    /// The phase at `time`: dawn 6–9, day 9–16, dusk 16–18, night from 18 until 6.
    init(time: LocalTime) {
        switch time.hour {
        case 6..<9: self = .dawn
        case 9..<16: self = .day
        case 16..<18: self = .dusk
        default: self = .night
        }
    }
}

/// The colours of one storybook scene: its sky, the sun or moon, three layers of hills, the
/// trees and flowers, all designed for light and dark (dark is deep and muted, never neon).
struct ScenePalette {
    /// Which picture the palette is for.
    enum Kind { case home, adventure }

    var skyTop, skyBottom: Color
    var orb, glow: Color
    var isNight: Bool
    var far, mid, near, meadow: Color
    var leaf, leafLight, trunk: Color
    var petals: [Color]
    var flowerHeart: Color
    var cloud: Color
    var path, pathEdge: Color

    init(_ kind: Kind, phase: SkyPhase, dark: Bool) {
        let sky = Self.sky(kind, phase, dark)
        (skyTop, skyBottom, orb) = sky
        isNight = phase == .night
        glow = orb.opacity(dark ? 0.35 : 0.55)
        let land = Self.land(kind, dark)
        // Hills take on the light: far ones fade into the sky, all lean toward the phase's cast.
        let cast = Self.cast(phase, dark)
        let horizon = sky.1
        func lit(_ c: Color, haze: Double) -> Color { c.mix(with: cast.color, amount: cast.amount).mix(with: horizon, amount: haze) }
        far = lit(land[0], haze: 0.42)
        mid = lit(land[1], haze: 0.16)
        near = lit(land[2], haze: 0.06)
        meadow = lit(land[3], haze: 0)
        leaf = lit(land[4], haze: 0.05)
        leafLight = lit(land[5], haze: 0.05)
        trunk = lit(dark ? Color(rgb: 0x6A5244) : Color(rgb: 0xC49A78), haze: 0.05)
        petals = (dark ? [0xE0907E, 0xE2C06A, 0xD88FB0, 0xF0ECE4] : [0xFFB199, 0xFFD66E, 0xFFA3C4, 0xFFFFFF])
            .map { lit(Color(rgb: $0), haze: 0) }
        flowerHeart = dark ? Color(rgb: 0xE8C45C) : Color(rgb: 0xFFC94D)
        cloud = dark ? sky.0.mix(with: .white, amount: 0.16) : Color.white.opacity(phase == .night ? 0.35 : 0.75)
        path = lit(dark ? Color(rgb: 0x5E5048) : Color(rgb: 0xFCEBD2), haze: 0)
        pathEdge = lit(dark ? Color(rgb: 0x4A3E37) : Color(rgb: 0xEBCFA8), haze: 0)
    }

    /// The sky's top and bottom colours and the sun or moon.
    private static func sky(_ kind: Kind, _ phase: SkyPhase, _ dark: Bool) -> (Color, Color, Color) {
        let lilac = kind == .adventure
        let (top, bottom, orb): (UInt32, UInt32, UInt32)
        switch (phase, dark) {
        case (.dawn, false): (top, bottom, orb) = (lilac ? 0xD7C6F6 : 0xFFD8C8, 0xFFF2DE, 0xFFC47E)
        case (.day, false): (top, bottom, orb) = (lilac ? 0xCDBBF4 : 0xC4E4FF, lilac ? 0xF1EAFF : 0xEEF8FF, 0xFFD45E)
        case (.dusk, false): (top, bottom, orb) = (lilac ? 0xBFA8F0 : 0xC8B4F0, 0xFFD5C4, 0xFFA877)
        case (.night, false): (top, bottom, orb) = (lilac ? 0x9F8CE6 : 0xA59BE6, lilac ? 0xE6DBFA : 0xEADCF5, 0xFFF6DA)
        case (.dawn, true): (top, bottom, orb) = (lilac ? 0x2E2545 : 0x2A2035, 0x4B3338, 0xE9A86A)
        case (.day, true): (top, bottom, orb) = (lilac ? 0x2E2740 : 0x1D3147, lilac ? 0x3E3458 : 0x2C4A5E, 0xE9C46A)
        case (.dusk, true): (top, bottom, orb) = (lilac ? 0x2A2140 : 0x231C3A, 0x4A2C3C, 0xE08A5E)
        case (.night, true): (top, bottom, orb) = (lilac ? 0x1A1530 : 0x100E24, lilac ? 0x342B52 : 0x2A2347, 0xF1E6C4)
        }
        return (Color(rgb: top), Color(rgb: bottom), Color(rgb: orb))
    }

    /// The land at midday: far, mid and near hills, the meadow, leaves and their light side.
    private static func land(_ kind: Kind, _ dark: Bool) -> [Color] {
        let values: [UInt32]
        switch (kind, dark) {
        case (.home, false): values = [0xAFDCCB, 0x96D2AC, 0xB5E6C4, 0xCDF0D8, 0x72BF8E, 0xA3DDB3]
        case (.adventure, false): values = [0xB9A8EC, 0x9FD6C0, 0xB9E6CF, 0xD3F0E0, 0x6FBB92, 0x9CD9B6]
        case (.home, true): values = [0x284440, 0x23473A, 0x2A5542, 0x2F5F48, 0x3B7A56, 0x4F9168]
        case (.adventure, true): values = [0x3E3562, 0x2B4A48, 0x2D5549, 0x325E50, 0x3C7A5C, 0x4E8F6C]
        }
        return values.map { Color(rgb: $0) }
    }

    /// The colour the light casts over the land, and how strongly.
    private static func cast(_ phase: SkyPhase, _ dark: Bool) -> (color: Color, amount: Double) {
        switch phase {
        case .dawn: (Color(rgb: 0xFFC9A8), dark ? 0.08 : 0.14)
        case .day: (Color.white, 0)
        case .dusk: (Color(rgb: 0xF0A0A8), dark ? 0.1 : 0.16)
        case .night: (Color(rgb: dark ? 0x141236 : 0x9A90E0), dark ? 0.3 : 0.14)
        }
    }
}
