@testable import FolioApps
import FolioCore
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

final class MascotTests: XCTestCase {
    /// The top of the liquid (the smallest y of its path) in a mascot's frame tree.
    private func liquidTop(_ mascot: Mascot) -> Double {
        let liquid = FrameProbe.named("liquid", in: lay(mascot, width: 353, app: .pet)).map(\.frame)
        XCTAssertEqual(liquid.count, 1)
        return DrawingsFixture.path(liquid.first).controlBounds.minY
    }

    func testHigherFillMovesTheLiquidTopUp() {
        for kind in [MascotArt.biscuit, .llama] {
            let tops = [0.1, 0.3, 0.5, 0.7, 0.9].map { liquidTop(Mascot(kind, fill: $0)) }
            for (lower, higher) in zip(tops, tops.dropFirst()) {
                XCTAssertLessThan(higher, lower - 5, "\(kind.name): \(tops)")
            }
        }
    }

    func testAStillSurfaceIsOneSegmentAndAMovingOneAWave() {
        let box = Rect(x: -4, y: -4, width: 108, height: 108)
        let still = DrawingArt.liquid(in: box, level: 40, amplitude: 0, wavelength: 34, phase: 0)
        XCTAssertEqual(still.elements.count, 5, "from a bottom corner up to the surface, one flat segment across, down, closed")
        XCTAssertEqual(still.controlBounds, Rect(x: -4, y: 40, width: 108, height: 64))
        let moving = DrawingArt.liquid(in: box, level: 40, amplitude: 2.2, wavelength: 34, phase: 0)
        XCTAssertGreaterThan(moving.elements.count, 25, "a cubic every eighth of a wavelength")
        XCTAssertLessThan(moving.controlBounds.minY, 38.5)
        XCTAssertEqual(DrawingArt.waveCurve(from: 0, to: 100, level: 10, amplitude: 0, wavelength: 34, phase: 0.3).elements.count, 2)
    }

    func testTheLiquidLevelSpansTheBodyFromBottomToTop() {
        XCTAssertEqual(MascotVessel.level(fill: 0.5, top: 10, bottom: 90), 50)
        XCTAssertEqual(MascotVessel.level(fill: 0.25, top: 10, bottom: 90), 70)
        XCTAssertLessThan(MascotVessel.level(fill: 1, top: 10, bottom: 90), 10, "a full body is covered past its top")
        XCTAssertGreaterThan(MascotVessel.level(fill: 0, top: 10, bottom: 90), 90, "an empty body shows no liquid")
        XCTAssertEqual(MascotVessel.level(fill: 2, top: 10, bottom: 90), MascotVessel.level(fill: 1, top: 10, bottom: 90))
    }

    func testBiscuitsEmptyPartReadsAsEmptyNextToItsEnergy() {
        for appearance in [Appearance.light, .dark] {
            let env = testEnvironment(.pet, appearance)
            let inks = BiscuitArt.inks(liquid: env.resolve(MascotArt.biscuit.liquid), env: env)
            let card = env.resolve(.card)
            XCTAssertGreaterThanOrEqual(inks.shell.contrast(with: inks.liquid), 1.8,
                                        "\(appearance): at 40 of 50 the empty top stands apart from the liquid")
            XCTAssertLessThan(inks.shell.contrast(with: card), inks.liquid.contrast(with: card),
                              "\(appearance): the empty glass is nearer the page than the energy is")
        }
    }

    func testTheLiquidIsClippedToTheBody() {
        let vessel = FrameProbe.named("vessel", in: lay(Mascot(.biscuit, fill: 0.5), width: 353, app: .pet)).map(\.frame)
        guard case .group(let g)? = vessel.first?.item else { return XCTFail("the liquid sits in a clipped group") }
        XCTAssertEqual(g.clip, .path(BiscuitArt.body))
        let llama = FrameProbe.named("vessel", in: lay(Mascot(.llama, fill: 0.5), width: 353, app: .pet)).map(\.frame)
        guard case .group(let l)? = llama.first?.item else { return XCTFail("the llama's liquid sits in a clipped group") }
        XCTAssertEqual(l.clip, .path(LlamaArt.body))
    }

    func testEveryExpressionDrawsADifferentFace() {
        for kind in [MascotArt.biscuit, .llama] {
            let trees = MascotFace.allCases.map { lay(Mascot(kind, face: $0, size: 120), width: 353, app: .pet) }
            XCTAssertEqual(Set(trees).count, MascotFace.allCases.count, "\(kind.name)")
        }
    }

    func testTheMascotTakesItsSizeAndItsRole() {
        for size in [40.0, 220.0] {
            let root = lay(Mascot(.biscuit, size: size), width: 353, app: .pet)
            let mascot = FrameProbe.frames(root).first { $0.frame.role == .mascot }
            XCTAssertEqual(mascot?.rect.size, Size(width: size, height: size))
            XCTAssertEqual(mascot?.frame.name, "biscuit")
        }
    }

    func testTheBackpackAddsAHarness() {
        let plain = FrameProbe.frames(lay(Mascot(.biscuit), width: 353, app: .pet)).count
        let packed = FrameProbe.frames(lay(Mascot(.biscuit, accessory: .backpack), width: 353, app: .pet)).count
        XCTAssertGreaterThan(packed, plain + 5)
    }

    func testMoodsMapOntoExpressions() {
        XCTAssertEqual(MoodFace.allCases.map { MascotFace(mood: $0) }, [.sad, .sad, .calm, .happy, .grinning])
    }
}
