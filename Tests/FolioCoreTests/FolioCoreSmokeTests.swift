import XCTest
@testable import FolioCore
