import CCairo
import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

/// Shaping and drawing text on several threads at once, in more font files than cairo 1.16 keeps
/// FreeType faces open for (ten), at sizes no glyph cache holds yet, with every thread's layout cache
/// emptied every few runs: the load that made cairo's FreeType backend fail ("error occurred in
/// libfreetype", SIGSEGV) when one thread closed a face another was using. Every run must draw, and
/// draw the pixels a serial run draws.
final class TextThreadingStressTests: XCTestCase {
    /// Texts that between them reach every pinned family: Inter and Inter Display in all weights and
    /// italics, Noto Sans, Arabic, Hebrew, CJK, Symbols 2 and the emoji font.
    static let samples: [(String, TextStyle)] = {
        var samples: [(String, TextStyle)] = []
        let scripts = ["Brush teeth 12:30", "مرحبا بالعالم", "שלום עולם", "水を飲む 今日", "★ ☂ ♞ ⚑", "💧🔥🎉", "Ω ≈ ∑ ∞"]
        var n = 0
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                for text in scripts {
                    // Sizes on both sides of Inter Display's 20 pt, none repeated: every run needs glyphs
                    // loaded from FreeType anew.
                    let size = 9 + Double(n % 61) * 0.41
                    samples.append((text, TextStyle(size: size, weight: weight, italic: italic)))
                    n += 1
                }
            }
        }
        return samples
    }()

    /// A frame of one text item measured on the calling thread.
    static func frame(_ sample: (String, TextStyle), measurer: PangoTextMeasurer) -> Frame {
        let metrics = measurer.measure(sample.0, style: sample.1, width: 160, maxLines: 2)
        let item = TextItem(sample.0, style: sample.1, color: .solid(Color(rgb: 0x202020)), maxLines: 2, metrics: metrics,
                            measuredIn: MeasuredBox(width: 160))
        return Frame(size: Size(width: 180, height: 60), role: .card, item: .group(Group(children: [
            Frame(origin: Point(x: 4, y: 4), size: metrics.size, role: .text, item: .text(item)),
        ])))
    }

    /// Every font pattern of a family Folio asks for carries a FreeType face of Folio's own, so cairo
    /// never opens (nor closes) one of those itself; only faces of Noto Sans CJK's other languages are
    /// left to cairo, fewer than its ten at once.
    func testEveryAskedForFontIsDrawnFromAFaceFolioOwns() throws {
        let library = try FontLibrary.shared()
        let set = try XCTUnwrap(FcConfigGetFonts(library.config, FcSetApplication))
        var owned = 0, left = 0
        for i in 0..<Int(set.pointee.nfont) {
            let pattern = try XCTUnwrap(set.pointee.fonts[i])
            var face: FT_Face?
            var family: UnsafeMutablePointer<FcChar8>?
            XCTAssertEqual(FcPatternGetString(pattern, FC_FAMILY, 0, &family), FcResultMatch)
            if FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch, face != nil {
                owned += 1
            } else {
                left += 1
                XCTAssertTrue(String(cString: try XCTUnwrap(family)).hasPrefix("Noto Sans"), "a face left to cairo")
                XCTAssertFalse(FontFaces.askedFamilies.contains(FontFaces.familyKey(String(cString: try XCTUnwrap(family)))))
            }
        }
        // 28 Inter and Inter Display files, 7 Noto files, two Japanese CJK faces, the emoji font.
        XCTAssertEqual(owned, 38)
        XCTAssertLessThan(left, 20)
    }

    /// A one-picture process leaves the faces to cairo (`FaceOpening.asDrawn`): no pattern carries a
    /// face, and every family's text draws the pixels of faces opened up front, also once cairo has
    /// closed and opened faces again past its ten (the second round, at scales drawn nowhere else).
    func testFacesLeftToCairoDrawWhatFacesOpenedUpFrontDraw() throws {
        let measurer = try PangoTextMeasurer()
        let samples = Self.samples
        let expected = try samples.map { try renderRaster(Self.frame($0, measurer: measurer), options: RenderOptions(scale: 2)) }

        let library = try FontLibrary(files: Fonts.pinnedFiles, faces: .asDrawn)
        let set = try XCTUnwrap(FcConfigGetFonts(library.config, FcSetApplication))
        var withFaces = 0
        for i in 0..<Int(set.pointee.nfont) {
            var face: FT_Face?
            if FcPatternGetFTFace(set.pointee.fonts[i], FC_FT_FACE, 0, &face) == FcResultMatch { withFaces += 1 }
        }
        XCTAssertGreaterThan(set.pointee.nfont, 39)
        XCTAssertEqual(withFaces, 0)

        // A thread of its own, whose font session (made first) reads that library.
        let outcome = StressOutcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = FontSession.current(library)
            for round in 0..<2 {
                for (index, sample) in samples.enumerated() {
                    do {
                        let scale = round == 0 ? 2.0 : 1.3 + Double(index % 7) * 0.1
                        let image = try renderRaster(Self.frame(sample, measurer: measurer), options: RenderOptions(scale: scale))
                        outcome.record(index: index, same: round > 0 || image == expected[index])
                    } catch {
                        outcome.fail("\(sample.0) at \(sample.1.size) pt: \(error)")
                    }
                }
            }
            finished.signal()
        }
        thread.start()
        finished.wait()
        XCTAssertEqual(outcome.errors, [], "runs that failed to draw")
        XCTAssertEqual(outcome.drawn, 2 * samples.count)
        XCTAssertEqual(outcome.differing, 0, "samples drawn otherwise from faces cairo opened")
    }

    func testManyThreadsManyFontsEvictingCachesDrawWhatASerialRunDraws() throws {
        let measurer = try PangoTextMeasurer()
        let samples = Self.samples
        XCTAssertGreaterThan(Set(samples.map { "\($0.1.weight)\($0.1.italic)\($0.1.family ?? "")" }).count, 10)
        var expected: [RasterImage] = []
        for sample in samples { expected.append(try renderRaster(Self.frame(sample, measurer: measurer), options: RenderOptions(scale: 2))) }

        let threads = 6, rounds = 4
        let outcome = StressOutcome()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                for step in 0..<samples.count {
                    let index = (step * 7 + thread * 31 + round * 13) % samples.count
                    do {
                        // Round 0 draws at @2x, as the serial run did; later rounds at scales no other
                        // thread or round draws at: new scaled fonts, glyphs loaded from FreeType anew.
                        let scale = round == 0 ? 2.0 : 1.0 + Double(round) * 0.75 + Double(thread) * 0.0625
                        let image = try renderRaster(Self.frame(samples[index], measurer: measurer), options: RenderOptions(scale: scale))
                        outcome.record(index: index, same: round > 0 || image == expected[index])
                    } catch {
                        outcome.fail("\(samples[index].0) at \(samples[index].1.size) pt: \(error)")
                    }
                    if step % 3 == thread % 3 { try? TextShapingStatistics.forgetLayouts() }
                }
            }
        }
        XCTAssertEqual(outcome.errors, [], "runs that failed to draw")
        XCTAssertEqual(outcome.drawn, threads * rounds * samples.count)
        XCTAssertEqual(outcome.differing, 0, "runs that drew other pixels than the serial run")
    }
}

/// What the stress threads drew.
private final class StressOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var drawn = 0, differing = 0
    private(set) var errors: [String] = []
    func record(index: Int, same: Bool) { lock.withLock { drawn += 1; if !same { differing += 1 } } }
    func fail(_ message: String) { lock.withLock { if errors.count < 10 { errors.append(message) } } }
}
