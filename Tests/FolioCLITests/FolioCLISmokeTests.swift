import XCTest
@testable import FolioCLI
