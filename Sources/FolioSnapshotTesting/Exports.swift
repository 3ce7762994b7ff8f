// `import FolioSnapshotTesting` brings FolioKit (subjects, requests, devices) and the record modes the
// command line's `golden check --record` takes.
@_exported import FolioKit
@_exported import enum FolioGoldens.RecordMode
