import FolioLayout
import FolioTestSupport
import XCTest

/// The locale and the layout direction the environment carries to every view.
final class EnvironmentLocaleTests: XCTestCase {
    func testTheLocaleSetsTheDirectionAndAViewSeesBoth() throws {
        var env = testEnvironment()
        XCTAssertEqual(env.locale, .en)
        XCTAssertEqual(env.layoutDirection, .leftToRight)
        env.locale = .ar
        XCTAssertEqual(env.layoutDirection, .rightToLeft)
        XCTAssertEqual(env.format.date(year: 2026, month: 11, day: 27, style: .abbreviated), "27 نوفمبر")
        env.locale = .arXB
        XCTAssertEqual(env.layoutDirection, .rightToLeft)
        env.locale = .de
        XCTAssertEqual(env.layoutDirection, .leftToRight)

        let view = EnvironmentReader { inner in
            Text("\(inner.locale.identifier) \(inner.layoutDirection.rawValue) \(inner.format.integer(2075))")
        }
        XCTAssertEqual(FrameProbe.texts(layout(view.environment(\.locale, .ar), width: 300, environment: env)), ["ar rightToLeft 2,075"])
        XCTAssertEqual(FrameProbe.texts(layout(view, width: 300, environment: env)), ["de leftToRight 2.075"])
        XCTAssertEqual(FrameProbe.texts(layout(view.environment(\.layoutDirection, .rightToLeft), width: 300, environment: env)),
                       ["de rightToLeft 2.075"], "a direction set on its own stays")
    }
}
