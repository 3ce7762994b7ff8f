@testable import FolioDomain
import XCTest

final class CalendarTests: XCTestCase {
    func testImpossibleDatesAreRefused() {
        XCTAssertNil(LocalDate(iso: "2026-02-30"))
        XCTAssertNil(LocalDate(iso: "2026-13-01"))
        XCTAssertNil(LocalDate(iso: "2026-2-3"))
        XCTAssertNil(LocalDate(iso: "2026-02-3x"))
        XCTAssertNil(LocalDate(iso: "2025-02-29"))
        XCTAssertEqual(LocalDate(iso: "2024-02-29")?.description, "2024-02-29")
    }

    func testWeekdaysAndDayArithmetic() throws {
        let date = try XCTUnwrap(LocalDate(iso: "2026-11-30"))
        XCTAssertEqual(date.weekday, .monday)
        XCTAssertEqual(try XCTUnwrap(LocalDate(iso: "2026-11-27")).weekday, .friday)
        XCTAssertEqual(date.adding(days: 2).description, "2026-12-02")
        XCTAssertEqual(date.adding(days: -30).description, "2026-10-31")
        XCTAssertEqual(LocalDate(dayNumber: date.dayNumber), date)
        XCTAssertEqual(try XCTUnwrap(LocalDate(iso: "2027-01-01")).days(since: date), 32)
    }

    func testISOWeeks() throws {
        let friday = try XCTUnwrap(LocalDate(iso: "2026-11-27"))
        let week = ISOWeek(containing: friday)
        XCTAssertEqual(week.description, "2026-W48")
        XCTAssertEqual(week.monday.description, "2026-11-23")
        XCTAssertEqual(week.sunday.description, "2026-11-29")
        XCTAssertEqual(ISOWeek(containing: try XCTUnwrap(LocalDate(iso: "2026-11-30"))).description, "2026-W49")
        XCTAssertEqual(ISOWeek(iso: "2026-W48"), week)
        // 2026 starts on a Thursday, so it has 53 weeks; 1 January 2027 still belongs to it.
        XCTAssertEqual(ISOWeek.weeksIn(year: 2026), 53)
        XCTAssertEqual(ISOWeek(containing: try XCTUnwrap(LocalDate(iso: "2027-01-01"))).description, "2026-W53")
        XCTAssertNil(ISOWeek(iso: "2025-W53"))
        XCTAssertEqual(week.previous.description, "2026-W47")
        XCTAssertEqual(week.next.next.description, "2026-W50")
    }

    func testTimesAndMoments() throws {
        XCTAssertNil(LocalTime(iso: "24:00"))
        XCTAssertNil(LocalTime(iso: "7:30"))
        let moment = try XCTUnwrap(LocalDateTime(iso: "2026-12-31T23:30"))
        XCTAssertEqual(moment.adding(minutes: 45).description, "2027-01-01T00:15")
        XCTAssertEqual(moment.adding(minutes: -24 * 60).description, "2026-12-30T23:30")
        XCTAssertEqual(moment.adding(minutes: 45).minutes(since: moment), 45)
    }

    func testTimeZonesMustBeIANANames() throws {
        XCTAssertNotNil(TimeZoneID("Europe/London"))
        XCTAssertNotNil(TimeZoneID("UTC"))
        XCTAssertNil(TimeZoneID("Mars/Olympus_Mons"))
        XCTAssertNil(TimeZoneID("GMT+1"))
        let zone = try XCTUnwrap(TimeZoneID("Europe/London"))
        let summer = try XCTUnwrap(zone.instant(of: try XCTUnwrap(LocalDateTime(iso: "2026-07-01T12:00"))))
        XCTAssertEqual(summer.timeIntervalSince1970, 1_782_903_600) // 11:00 UTC, British Summer Time
    }

    /// The pinned names are the IANA zones Foundation makes (every one of them), and no alias or
    /// abbreviation Foundation also accepts.
    func testThePinnedZoneNamesAreZonesFoundationKnows() throws {
        XCTAssertEqual(TimeZoneID.known.count, 444)
        XCTAssertEqual(Set(TimeZoneID.known).count, TimeZoneID.known.count)
        XCTAssertEqual(TimeZoneID.known, TimeZoneID.known.sorted())
        for name in TimeZoneID.known {
            // Foundation calls UTC by its other name, GMT.
            XCTAssertEqual(TimeZoneID(name)?.timeZone.identifier, name == "UTC" ? "GMT" : name, name)
        }
        XCTAssertEqual(Set(TimeZoneID.known).subtracting(TimeZone.knownTimeZoneIdentifiers), ["UTC"])
        for refused in ["US/Eastern", "EST", "CET", "EST5EDT", "Etc/GMT+1", "GMT+0100", "europe/london", "Europe/London "] {
            XCTAssertNil(TimeZoneID(refused), refused)
        }
    }
}
