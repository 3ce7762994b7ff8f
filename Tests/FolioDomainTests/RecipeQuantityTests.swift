@testable import FolioDomain
import XCTest

/// Exact rational amounts: how they are read, added, multiplied and shown.
final class RecipeQuantityTests: XCTestCase {
    func testAmountsAreReadAsARecipeWritesThem() {
        XCTAssertEqual(Quantity(parsing: "1/3"), q(1, 3))
        XCTAssertEqual(Quantity(parsing: "1 1/2"), q(3, 2))
        XCTAssertEqual(Quantity(parsing: "250"), q(250))
        XCTAssertEqual(Quantity(parsing: "0.75"), q(3, 4))
        XCTAssertEqual(Quantity(parsing: "2/4"), q(1, 2), "fractions are reduced")
        for bad in ["1//2", "1/0", "", " ", "-1", "1 1/2/3", "1 3/2", "1.2.3", "½", "1 / 2", "1 2", "1.", ".5", "0x10", "1e3"] {
            XCTAssertNil(Quantity(parsing: bad), bad)
        }
    }

    func testAThirdOfACupThreeTimesIsExactlyOneCup() throws {
        let third = q(1, 3)
        XCTAssertEqual(try third * q(3), q(1))
        XCTAssertEqual(try third + third + third, q(1))
        XCTAssertEqual(try Amount(third, .cup).scaled(by: q(3)), Amount(q(1), .cup))
        XCTAssertEqual(try Amount(third, .cup).scaled(by: q(3)).reading(in: .us), AmountReading(.whole(1), .cup))
    }

    func testArithmeticIsExactAndOrdered() throws {
        XCTAssertEqual(try q(1, 2) + q(1, 3), q(5, 6))
        XCTAssertEqual(try q(1, 2) - q(1, 3), q(1, 6))
        XCTAssertEqual(try q(3, 4) / q(3, 8), q(2))
        XCTAssertLessThan(q(1, 3), q(1, 2))
        XCTAssertEqual(q(7, 3).description, "2 1/3")
    }

    func testAmountsRoundToTheFractionsACookMeasures() {
        func fraction(_ whole: Int, _ n: Int, _ d: Int) -> AmountReading.Number { .fraction(whole: whole, numerator: n, denominator: d) }
        XCTAssertEqual(Amount.fraction(1.0 / 2, among: Amount.spoonFractions), fraction(0, 1, 2))
        XCTAssertEqual(Amount.fraction(3.0 / 2, among: Amount.spoonFractions), fraction(1, 1, 2))
        XCTAssertEqual(Amount.fraction(2.0 / 3, among: Amount.cupFractions), fraction(0, 2, 3))
        XCTAssertEqual(Amount.fraction(1.0 / 8, among: Amount.spoonFractions), fraction(0, 1, 8))
        XCTAssertEqual(Amount.fraction(199.0 / 100, among: Amount.cupFractions), .whole(2))
        XCTAssertEqual(Amount.fraction(1.0 / 100, among: Amount.cupFractions), fraction(0, 1, 4), "never zero")
    }
}
