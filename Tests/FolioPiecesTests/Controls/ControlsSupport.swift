import FolioPieces
import XCTest
