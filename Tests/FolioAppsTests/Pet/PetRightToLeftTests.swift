import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Self-Care Pet right to left: what mirrors (the buddies' checks, the mood chart's time), what
/// stays as drawn (the home scene, the energy's "40/50"), and the report's words in the locale.
final class PetRightToLeftTests: XCTestCase {
    /// `view` laid out as a render in `locale` draws it: the catalogs read, the locale current.
    /// `direction` overrides the locale's, as lint `mirrored-layout` lays a screen out both ways.
    private func screen(_ view: () -> any View, _ locale: FolioLocale, direction: LayoutDirection? = nil) throws -> Frame {
        try StringCatalogStore.shared.drawing(in: locale) {
            var environment = Environment(theme: Theme(app: .pet, appearance: .light), measurer: PetFixture.measurer(), device: .se)
            environment.locale = locale
            if let direction { environment.layoutDirection = direction }
            return layout(view(), environment: environment)
        }
    }

    private func rect(ofText string: String, in root: Frame) throws -> Rect {
        let found = FrameProbe.frames(root).filter { entry in
            if case .text(let text) = entry.frame.item { return text.string == string }
            return false
        }
        XCTAssertEqual(found.count, 1, "texts reading \(string)")
        return try XCTUnwrap(found.first?.rect)
    }

    /// "40/50" reads 40 then /50 in Arabic too, and Biscuit keeps its place on the scene's right
    /// with its bubble on the left, as drawn.
    func testTheEnergyReadsLeftToRightAndTheSceneStaysAsDrawnInArabic() throws {
        let snapshot = try PetFixture.snapshot()
        let energy = "\(snapshot.energy)", capacity = "/\(snapshot.companion.capacity)"
        for locale in [FolioLocale.en, .ar] {
            let frame = try screen({ PetHomeScreen(snapshot) }, locale)
            let (value, rest) = (try rect(ofText: energy, in: frame), try rect(ofText: capacity, in: frame))
            XCTAssertEqual(rest.minX, value.maxX + 2, accuracy: 0.5, "\(capacity) right after \(energy) in \(locale)")
            let biscuit = try XCTUnwrap(FrameProbe.frames(frame).first { $0.frame.role == .mascot }?.rect)
            XCTAssertGreaterThan(biscuit.midX, Device.se.size.width / 2, "Biscuit on the right in \(locale)")
        }
        let english = try screen({ PetHomeScreen(snapshot) }, .en), arabic = try screen({ PetHomeScreen(snapshot) }, .ar)
        let bars = try [english, arabic].map { try XCTUnwrap(PetFixture.one("energy \(snapshot.energy) of \(snapshot.companion.capacity)", in: $0)?.rect) }
        XCTAssertEqual(bars[1].minX, Device.se.size.width - bars[0].maxX, accuracy: 0.5, "the energy itself moves to the mirrored side")
    }

    /// The trail scene is drawn as it is right to left, so its caption keeps clear of the moon at
    /// its right in Arabic too: 68 pt from the scene's right edge, the headline's end at the right.
    func testTheAdventureCaptionKeepsClearOfTheMoonInArabic() throws {
        let snapshot = try PetFixture.snapshot()
        for locale in [FolioLocale.en, .ar] {
            let frame = try screen({ PetFixture.view("pet.adventure", snapshot) }, locale)
            let trail = try XCTUnwrap(PetFixture.one("trail scene", in: frame)?.rect)
            let caption = FrameProbe.frames(frame).filter { entry in
                if case .text = entry.frame.item { return trail.contains(entry.rect.origin) && entry.rect.minY < trail.minY + 80 }
                return false
            }
            XCTAssertFalse(caption.isEmpty, "the caption in \(locale)")
            for line in caption {
                XCTAssertLessThanOrEqual(line.rect.maxX, trail.maxX - AdventureScene.captionTrailing + 0.5, "\(line.frame.item) in \(locale)")
            }
            if locale == .ar {
                XCTAssertEqual(caption.map(\.rect.maxX).max() ?? 0, trail.maxX - AdventureScene.captionTrailing, accuracy: 0.5, "read from the right")
            }
        }
    }

    /// Your column leads (on the right in Arabic), and each buddy's check sits on its avatar's
    /// trailing corner: bottom right left to right, bottom left in Arabic; laid out both ways, nothing on Friends stands off its mirrored place
    /// (the check's nudge out past the avatar's edge runs along the reading direction).
    func testTheFriendsChecksSitOnTheLeadingSideInArabic() throws {
        let snapshot = try PetFixture.snapshot()
        for (locale, rightOfCentre) in [(FolioLocale.en, true), (.ar, false)] {
            let frame = try screen({ PetFixture.view("pet.friends", snapshot) }, locale)
            let avatars = FrameProbe.frames(frame).filter { $0.frame.name?.hasPrefix("avatar ") == true }.map(\.rect)
            let checks = FrameProbe.frames(frame).filter { $0.frame.role == .indicator && $0.frame.name?.hasSuffix("check checked") == true }
            XCTAssertEqual(checks.count, 2, "your check and your buddy's in \(locale)")
            let yours = try XCTUnwrap(checks.first { $0.frame.name == "your check checked" }?.rect)
            let theirs = try XCTUnwrap(checks.first { $0.frame.name != "your check checked" }?.rect)
            XCTAssertEqual(yours.midX < theirs.midX, rightOfCentre, "your column first, on the leading side, in \(locale)")
            for check in checks {
                let face = try XCTUnwrap(avatars.min { abs($0.midX - check.rect.midX) < abs($1.midX - check.rect.midX) })
                XCTAssertEqual(check.rect.midX > face.midX, rightOfCentre, "\(check.frame.name ?? "") on its avatar's \(rightOfCentre ? "right" : "left") in \(locale)")
                XCTAssertGreaterThan(abs(check.rect.midX - face.midX), face.width / 4, "\(check.frame.name ?? "") at the avatar's corner")
            }
        }
        let leftToRight = try screen({ PetFixture.view("pet.friends", snapshot) }, .ar, direction: .leftToRight)
        let rightToLeft = try screen({ PetFixture.view("pet.friends", snapshot) }, .ar)
        XCTAssertEqual(lintMirroring(leftToRight: leftToRight, rightToLeft: rightToLeft).map(\.message), [])
    }

    /// The mood chart's time runs from the right in Arabic, its first day at the right beside the
    /// mood words' gutter, which stands on the leading (right) side.
    func testTheMoodChartsFirstDayIsAtTheRightInArabic() throws {
        let days = (1...30).map { MoodTrendChart.Day(label: $0 % 7 == 1 ? "\($0)" : nil, mood: .good, average: 4) }
        let size = Size(width: 320, height: 180)
        for (locale, fromRight) in [(FolioLocale.en, false), (.ar, true)] {
            var env = Environment(theme: Theme(app: .pet, appearance: .light), measurer: PetFixture.measurer(), device: .se)
            env.locale = locale
            let frames = MoodTrendChart.frames(days, in: size, env: env)
            let centre = { (string: String) -> Double? in
                frames.first { if case .text(let t) = $0.item { t.string == string } else { false } }.map { $0.origin.x + $0.size.width / 2 }
            }
            let gutter = MoodTrendChart.gutter(env), slot = (size.width - gutter) / 30
            let first = try XCTUnwrap(centre("1")), last = try XCTUnwrap(centre("29"))
            XCTAssertEqual(first, fromRight ? size.width - gutter - slot / 2 : gutter + slot / 2, accuracy: 0.01, "day 1 in \(locale)")
            XCTAssertEqual(first > last, fromRight, "time runs \(fromRight ? "to the left" : "to the right") in \(locale)")
            let great = try XCTUnwrap(centre(MoodFace.great.label))
            XCTAssertEqual(great > size.width - gutter, fromRight, "the mood words' gutter on the \(fromRight ? "right" : "left") in \(locale)")
        }
    }

    /// The report's Pet figures say what they show in the reader's language (here German), their
    /// dates, weekdays, moods and scores the locale's.
    func testTheReportFiguresAltTextsAreGerman() throws {
        let pet = try PetFixture.snapshot()
        let alts = try StringCatalogStore.shared.drawing(in: .de) {
            let data = ReportData(week: ISOWeek(containing: pet.date), snapshots: [pet], source: "Templates/snapshots")
            return [CoverScene.figure(data), StreakFigures.number(data), StreakFigures.weeks(data), GoalAreasFigure.figure(data),
                    GoalDaysFigure.figure(data), MoodWeekFigure.figure(data), MoodScaleFigure.figure(data)].map { figure in
                if case .figure(let alt)? = figure?.reading { return alt }
                return "no figure"
            }
        }
        XCTAssertEqual(alts[0], "Biscuit zu Hause vor einem kleinen Haus und einem Baum, zu 80\u{A0}% voller Energie.")
        XCTAssertEqual(alts[1], "Tage in Folge: 30, Stand Freitag, 27. November 2026.")
        XCTAssertEqual(alts[2], "Die letzten Wochen der Serie (4), ein Abzeichen pro Tag: Woche vom 2. Nov.: 7 geschafft; "
                       + "Woche vom 9. Nov.: 6 geschafft und 1 gerettet; Woche vom 16. Nov.: 7 geschafft; Woche vom 23. Nov.: 5 geschafft und 2 folgt noch.")
        XCTAssertTrue(alts[4].hasPrefix("Die Tage der Woche: Montag, 23.: abgehakt, 9 Ziele; "), alts[4])
        XCTAssertEqual(alts[5], "Die Stimmung stieg von Schlecht am Montag auf Gut am Donnerstag. Check-ins: Schlecht am Montag, Okay am Dienstag, "
                       + "Okay am Mittwoch und Gut am Donnerstag. Kein Check-in am Freitag. Samstag und Sonntag folgen noch.")
        XCTAssertEqual(alts[6], "Durchschnittliche Stimmung auf einer Skala von Furchtbar bis Super: diese Woche Okay, 3,0 von 5; "
                       + "die 28 Tage bis dahin Okay, 3,2 von 5.")
        XCTAssertTrue(alts[3].hasPrefix("Diese Woche erledigte Ziele je Bereich: Körper 19 (15 bis Freitag letzter Woche), Geist 5"), alts[3])
    }
}
