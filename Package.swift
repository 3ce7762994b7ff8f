// swift-tools-version:5.9
import PackageDescription

// Modules depend downward only (see DESIGN.md):
// FolioCore ← FolioLayout ← FolioPieces ← FolioApps (+ FolioDomain) ← FolioDocuments (+ FolioGraphics) ← folio; FolioGraphics ← FolioCore + CCairo.
let package = Package(
    name: "Folio",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "folio", targets: ["folio"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpixman-1-dev", "libdeflate-dev"])]),
        .target(name: "FolioCore"),
        .target(name: "FolioLayout", dependencies: ["FolioCore"]),
        .target(name: "FolioPieces", dependencies: ["FolioCore", "FolioLayout"]),
        .target(name: "FolioDomain", dependencies: ["FolioCore"]),
        .target(name: "FolioApps", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain"]),
        .target(name: "FolioGraphics", dependencies: ["FolioCore", "CCairo"]),
        .target(name: "FolioDocuments", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain", "FolioApps", "FolioGraphics"]),
        .target(name: "FolioCLI", dependencies: ["FolioCore", "FolioLayout", "FolioDomain", "FolioGraphics", "FolioDocuments"]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI"]),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"]),
        .testTarget(name: "FolioLayoutTests", dependencies: ["FolioLayout"]),
        .testTarget(name: "FolioPiecesTests", dependencies: ["FolioPieces"]),
        .testTarget(name: "FolioAppsTests", dependencies: ["FolioApps"]),
        .testTarget(name: "FolioDomainTests", dependencies: ["FolioDomain"]),
        .testTarget(name: "FolioGraphicsTests", dependencies: ["FolioGraphics"]),
        .testTarget(name: "FolioDocumentsTests", dependencies: ["FolioDocuments"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioCLI"]),
    ]
)
