import XCTest
@testable import FolioGraphics
