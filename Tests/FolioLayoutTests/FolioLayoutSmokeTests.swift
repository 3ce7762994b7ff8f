import XCTest
@testable import FolioLayout
