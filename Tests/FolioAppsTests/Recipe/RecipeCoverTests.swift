import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The cover kit: each recipe's own art, a pure function of the recipe, the same in light and
/// dark, with no type in it, and a thumbnail that is a crop of it, never a letter.
final class RecipeCoverTests: XCTestCase {
    private static let sizes = [Size(width: 60, height: 60), Size(width: 110, height: 110), Size(width: 353, height: 196)]

    private func coverFrame(_ recipe: Recipe, _ size: Size, _ kind: RecipeCover.Size = .tile, _ appearance: Appearance = .light,
                            textSize: DynamicTypeSize = .large) -> Frame {
        var env = Fixtures.recipe.environment(appearance)
        env.textSize = textSize
        return layout(RecipeCover.view(recipe, kind), in: size, environment: env)
    }

    private func shapes(_ frame: Frame) -> [String] {
        var out: [String] = []
        frame.walk { f, _, _ in if case .shape(let s) = f.item { out.append("\(s)") } }
        return out
    }

    func testTheSameRecipeAlwaysGetsTheSameCoverAndNoTwoRecipesShareOne() throws {
        let snapshot = try Fixtures.recipe.snapshot()
        XCTAssertEqual(RecipeCover.seed("tomato-soup"), 0x5AA1_A832_132C_7801, "FNV-1a, the same on every machine")
        for size in Self.sizes {
            let arts = snapshot.recipes.map { shapes(coverFrame($0, size, size.width < 100 ? .row : .tile)) }
            XCTAssertEqual(arts, snapshot.recipes.map { shapes(coverFrame($0, size, size.width < 100 ? .row : .tile)) }, "deterministic")
            XCTAssertEqual(Set(arts).count, snapshot.recipes.count, "thirteen recipes, thirteen pictures at \(size)")
        }
        let looks = Set(snapshot.recipes.map { r in
            let c = DishComposition(r)
            return "\(c.table)-\(c.vessel)-\(c.pattern)-\(c.centre)"
        })
        XCTAssertGreaterThanOrEqual(looks.count, 10, "the library is not five flat colours: \(looks.count) compositions")
        XCTAssertEqual(RecipeCover.look(try XCTUnwrap(snapshot.recipe("tomato-soup"))).color, .tomato, "the spec wins")
    }

    /// The art is drawn from the recipe: a soup is a bowl of its first ingredient's colour with its
    /// garnish on top, a bake a tray, a breakfast a skillet; names find their motifs.
    func testTheDishIsDrawnFromTheRecipesMainIngredients() throws {
        let s = try Fixtures.recipe.snapshot()
        let soup = DishComposition(try XCTUnwrap(s.recipe("tomato-soup")))
        XCTAssertEqual(soup.vessel, .bowl)
        XCTAssertEqual(soup.base, .tomato)
        XCTAssertEqual(soup.toppings, [.leaf], "basil on the soup; the onion and garlic lie on the table")
        XCTAssertTrue(soup.cream)
        XCTAssertEqual(DishComposition(try XCTUnwrap(s.recipe("sheet-pan-gnocchi"))).vessel, .tray)
        XCTAssertEqual(DishComposition(try XCTUnwrap(s.recipe("green-shakshuka"))).vessel, .skillet)
        XCTAssertEqual(DishComposition(try XCTUnwrap(s.recipe("fluffy-pancakes"))).vessel, .plate)
        XCTAssertEqual(DishMotif.main(of: try XCTUnwrap(s.recipe("salmon-rice-bowl"))), [.salmon, .rice, .cucumber, .seeds])
        XCTAssertEqual(DishMotif.of("Cherry tomatoes"), .cherryTomato)
        XCTAssertEqual(DishMotif.of("Black pepper"), .seeds)
        XCTAssertEqual(DishMotif.of("Red peppers"), .pepper)
        XCTAssertNil(DishMotif.of("Vegetable stock"))
    }

    /// A recipe keeps its identity between appearances: the ink cover no longer turns cream at night.
    func testACoverIsTheSameArtInLightAndDark() throws {
        for recipe in try Fixtures.recipe.snapshot().recipes {
            for size in Self.sizes {
                XCTAssertEqual(shapes(coverFrame(recipe, size, .tile, .light)), shapes(coverFrame(recipe, size, .tile, .dark)), recipe.id)
            }
        }
        let ink = try XCTUnwrap(try Fixtures.recipe.snapshot().recipes.first { RecipeCover.look($0).color == .ink })
        XCTAssertEqual(DishComposition(ink).table, RecipeColors.cover(.ink), "the ink cover is ink at night too")
    }

    /// The art carries no type, so no title shrinks or ends in "…" inside it, and it does not
    /// change with Dynamic Type: at AX3 it is the same art, inside its cover.
    func testTheArtHasNoTypeAndIgnoresDynamicType() throws {
        for recipe in try Fixtures.recipe.snapshot().recipes {
            for size in Self.sizes {
                let large = coverFrame(recipe, size), ax3 = coverFrame(recipe, size, textSize: .ax3)
                XCTAssertEqual(FrameProbe.texts(large), [], recipe.id)
                XCTAssertEqual(shapes(large), shapes(ax3), "\(recipe.id) at AX3")
                XCTAssertEqual(ax3.size, size)
            }
        }
    }

    /// A thumbnail is a crop of the same art, zoomed onto the dish: the dish's plate is bigger in
    /// the 60 pt thumbnail than in a 60 pt tile of the whole art.
    func testAThumbnailIsACropOntoTheDish() throws {
        let soup = try XCTUnwrap(try Fixtures.recipe.snapshot().recipe("tomato-soup"))
        let box = Size(width: 60, height: 60)
        let crop = DishComposition(soup).frames(in: box, thumbnail: true)
        let whole = DishComposition(soup).frames(in: box, thumbnail: false)
        func largestCircle(_ frames: [Frame]) -> Double {
            frames.compactMap { f -> Double? in
                guard case .shape(let s) = f.item, case .path(let p) = s.shape else { return nil }
                let xs = p.flattened().map(\.x)
                return (xs.max() ?? 0) - (xs.min() ?? 0)
            }.filter { $0 < box.width - 1 }.max() ?? 0
        }
        XCTAssertGreaterThan(largestCircle(crop), largestCircle(whole) * 1.1)
        XCTAssertEqual(FrameProbe.texts(coverFrame(soup, box, .row)), [], "never a letter")
    }
}
