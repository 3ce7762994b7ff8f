import FolioGoldens
import FolioTargets
import FolioKit
import Foundation
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Asserts that `subject` matches its golden by `strategy`, as swift-snapshot-testing's function of
/// the same name: a failure names the story and mode and points at the review files written (actual,
/// expected, diff), through `Issue.record` inside a Swift Testing test and `XCTFail` inside an
/// XCTest. See `verifySnapshot` for the parameters.
///
/// ```swift
/// assertSnapshot(of: "pet.home", as: .png)
/// assertSnapshot(of: "pet.home:away", as: .frameTree.dark.on(.se))
/// ```
public func assertSnapshot(of subject: FolioSubject, as strategy: Snapshotting, named name: String? = nil, record: RecordMode? = nil,
                           goldens: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    guard let message = verifySnapshot(of: subject, as: strategy, named: name, record: record, goldens: goldens, filePath: filePath) else {
        return
    }
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}
