import XCTest
@testable import FolioDocuments
