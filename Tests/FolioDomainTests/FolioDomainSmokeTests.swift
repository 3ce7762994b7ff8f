import XCTest
@testable import FolioDomain
