// swift-tools-version:5.9
import PackageDescription

// A package that uses Folio as a library, as a team's app package would: it depends on the checkout by
// path and snapshots Folio's screens from an XCTest and a Swift Testing test. `make test` runs it.
let package = Package(
    name: "SnapshotDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder's name (the checkout's, whatever it is).
        .package(name: "Folio", path: "../.."),
    ],
    targets: [
        // Goldens/ holds the snapshot manifests, read at test time from beside the sources.
        .testTarget(name: "SnapshotDemoTests", dependencies: [
            .product(name: "FolioKit", package: "Folio"),
            .product(name: "FolioSnapshotTesting", package: "Folio"),
        ], exclude: ["Goldens"]),
    ]
)
