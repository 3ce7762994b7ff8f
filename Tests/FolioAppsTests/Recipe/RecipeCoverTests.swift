import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The cover kit: a pure function of the recipe, and type that never leaves its cover at any size.
final class RecipeCoverTests: XCTestCase {
    private static let titles = [
        "Pho",
        "Slow-roasted aubergine with miso and sesame",
        String(repeating: "Tomato and basil soup with cream ", count: 7).prefix(200).trimmingCharacters(in: .whitespaces),
        "شوربة العدس الأحمر بالكمون والليمون",
        "鶏肉と季節の野菜の炊き込みご飯と味噌汁",
    ]
    private static let sizes = [Size(width: 64, height: 64), Size(width: 110, height: 110), Size(width: 170, height: 170),
                                Size(width: 353, height: 196)]

    private func recipe(_ title: String, id: String, layout: CoverSpec.Layout? = nil) -> Recipe {
        Recipe(id: id, title: title, summary: "A dish.", tags: [.soup], prepMinutes: 10, cookMinutes: 25, servings: 2,
               difficulty: .easy, ingredients: [], steps: [], cover: CoverSpec(layout: layout))
    }

    private func coverFrame(_ recipe: Recipe, _ size: Size, _ appearance: Appearance = .light) -> Frame {
        let cover = RecipeCover.view(recipe, size.width > 300 ? .hero : .tile).frame(width: size.width, height: size.height)
        return Fixtures.recipe.lay(cover.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), appearance)
    }

    func testTheSameRecipeAlwaysGetsTheSameCover() throws {
        let snapshot = try Fixtures.recipe.snapshot()
        for recipe in snapshot.recipes {
            XCTAssertEqual(coverFrame(recipe, Self.sizes[2]), coverFrame(recipe, Self.sizes[2]), recipe.id)
            XCTAssertEqual(RecipeCover.seed(recipe.id), RecipeCover.seed(recipe.id))
        }
        XCTAssertEqual(RecipeCover.seed("tomato-soup"), 0x5AA1_A832_132C_7801, "FNV-1a, the same on every machine")
        let looks = Set(snapshot.recipes.map { "\(RecipeCover.look($0).color)-\(RecipeCover.look($0).layout)" })
        XCTAssertGreaterThanOrEqual(looks.count, 6, "the library is not one cover twelve times: \(looks)")
        XCTAssertEqual(RecipeCover.look(try XCTUnwrap(snapshot.recipe("tomato-soup"))).color, .tomato, "the spec wins")
    }

    func testNoCoversTextLeavesItsTileAtAnySizeInAnyLayout() {
        for (i, title) in Self.titles.enumerated() {
            for layout in CoverSpec.Layout.allCases {
                for size in Self.sizes {
                    let root = coverFrame(recipe(title, id: "c\(i)", layout: layout), size)
                    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
                    let texts = FrameProbe.frames(root).filter { if case .text = $0.frame.item { return true }; return false }
                    XCTAssertFalse(texts.isEmpty, "\(title) \(layout) \(size)")
                    for text in texts {
                        XCTAssertTrue(bounds.contains(text.rect, tolerance: 0.5), "\(title.prefix(20)) \(layout) at \(size): \(text.rect) leaves the cover")
                    }
                    XCTAssertEqual(lint(root, theme: Theme(app: .recipe, appearance: .light)).map(\.description), [], "\(title.prefix(20)) \(layout) \(size)")
                }
            }
        }
    }

    func testTheGhostInitialNeverTouchesTheName() {
        for (i, title) in Self.titles.enumerated() {
            for size in Self.sizes.dropFirst() {
                let root = coverFrame(recipe(title, id: "g\(i)", layout: .initial), size)
                let ghost = FrameProbe.named("ghost initial", in: root)
                let name = FrameProbe.frames(root).filter { entry in
                    if case .text(let t) = entry.frame.item { return entry.frame.name == nil && t.string != title.first.map { String($0).uppercased() } }
                    return false
                }
                XCTAssertFalse(name.isEmpty)
                for g in ghost {
                    for line in name { XCTAssertFalse(overlaps(g.rect, line.rect), "\(title.prefix(20)) at \(size): the ghost touches \(line.rect)") }
                }
            }
        }
        let large = coverFrame(recipe("Pho", id: "pho", layout: .initial), Self.sizes[2])
        XCTAssertEqual(FrameProbe.named("ghost initial", in: large).count, 1, "a short name leaves room for its ghost")
    }

    func testAWordIsNeverBrokenWhileSmallerTypeWouldFitIt() {
        for layout in CoverSpec.Layout.allCases {
            let root = coverFrame(recipe("Shakshuka", id: "s", layout: layout), Size(width: 112, height: 112))
            XCTAssertTrue(FrameProbe.texts(root).contains("Shakshuka"), "\(layout): \(FrameProbe.texts(root))")
        }
    }

    func testRightToLeftNamesAreSetFromTheTrailingEdgeAndCJKBreaksBetweenCharacters() {
        let arabic = coverFrame(recipe(Self.titles[3], id: "ar", layout: .stacked), Self.sizes[2])
        let lines = FrameProbe.frames(arabic).filter { if case .text(let t) = $0.frame.item { return t.string.contains("ال") }; return false }
        XCTAssertFalse(lines.isEmpty)
        let ends = Set(lines.map { ($0.rect.maxX * 2).rounded() / 2 })
        XCTAssertEqual(ends.count, 1, "every Arabic line ends at the same trailing margin: \(ends)")
        XCTAssertGreaterThan(ends.first ?? 0, 150)
        let japanese = coverFrame(recipe(Self.titles[4], id: "ja", layout: .stacked), Self.sizes[2])
        let jlines = FrameProbe.texts(japanese).filter { $0.contains("の") || $0.contains("鶏") || $0.contains("汁") }
        XCTAssertGreaterThan(jlines.count, 1, "a Japanese name without spaces still breaks into lines: \(jlines)")
        XCTAssertEqual(jlines.joined(), Self.titles[4], "no character lost")
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
