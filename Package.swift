// swift-tools-version:5.9
import PackageDescription

// Modules depend downward only (see DESIGN.md, and the table of modules in README.md, which ModuleTableTests checks against this file):
// FolioCore ← FolioLayout ← FolioPieces ← FolioApps (+ FolioDomain) ← FolioTargets (+ FolioGraphics) ← the job modules:
// FolioStorybook ← FolioGoldens, and FolioReport, FolioCards. FolioCodecs ← FolioCore + CSpng, CZlib, CDeflate, CJPEG, CWebP (the image
// formats, each through its library); FolioGraphics ← FolioCore + FolioCodecs + CCairo, CRsvg (+ CQPDF and CPDFContent for finishing PDFs;
// CCrypto for the pixel hash of goldens). FolioServer ← FolioStorybook, FolioReport, FolioCards + CMicroHTTPD; FolioBench ← the job
// modules + CPixelmatch (the bench's reference differ); FolioCLI ← FolioServer + FolioBench ← folio. No library module links FolioBench.
// FolioKit (the library facade) ← FolioTargets; FolioSnapshotTesting ← FolioKit + FolioGoldens.
let package = Package(
    name: "Folio",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "folio", targets: ["folio"]),
        // Folio from code (see README "Using Folio as a library"): FolioKit renders a target or a view to
        // bytes (FolioLayout, whose views a view of your own is built from, comes with it);
        // FolioSnapshotTesting asserts snapshots against goldens in XCTest and Swift Testing.
        .library(name: "FolioKit", targets: ["FolioKit", "FolioLayout"]),
        .library(name: "FolioSnapshotTesting", targets: ["FolioSnapshotTesting"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpixman-1-dev"])]),
        .systemLibrary(name: "CSpng", path: "Sources/CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", path: "Sources/CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CQPDF", path: "Sources/CQPDF", pkgConfig: "libqpdf", providers: [.apt(["libqpdf-dev"])]),
        // libqpdf's content-stream tokenizer, which its C API lacks, behind one C function.
        .target(name: "CPDFContent", path: "Sources/CPDFContent", linkerSettings: [.linkedLibrary("qpdf")]),
        // librsvg: the icon set's SVG files drawn as vectors into the Cairo context.
        .systemLibrary(name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // pixelmatch 7 in C: the reference `folio bench` times the golden check's differ against.
        .target(name: "CPixelmatch", path: "Sources/CPixelmatch", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "FolioCore"),
        .target(name: "FolioLayout", dependencies: ["FolioCore"]),
        .target(name: "FolioPieces", dependencies: ["FolioCore", "FolioLayout"]),
        .target(name: "FolioDomain", dependencies: ["FolioCore"]),
        .target(name: "FolioApps", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain"]),
        .target(name: "FolioCodecs", dependencies: ["FolioCore", "CSpng", "CZlib", "CDeflate", "CJPEG", "CWebP"]),
        .target(name: "FolioGraphics", dependencies: ["FolioCore", "FolioCodecs", "CCairo", "CRsvg", "CQPDF", "CPDFContent", "CCrypto"]),
        .target(name: "FolioTargets", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain", "FolioApps", "FolioCodecs", "FolioGraphics"]),
        .target(name: "FolioStorybook", dependencies: ["FolioCore", "FolioLayout", "FolioApps", "FolioCodecs", "FolioGraphics", "FolioTargets"]),
        .target(name: "FolioGoldens", dependencies: ["FolioCore", "FolioLayout", "FolioCodecs", "FolioGraphics", "FolioTargets", "FolioStorybook"]),
        .target(name: "FolioReport", dependencies: ["FolioCore", "FolioLayout", "FolioDomain", "FolioApps", "FolioGraphics", "FolioTargets"]),
        .target(name: "FolioCards", dependencies: ["FolioCore", "FolioLayout", "FolioDomain", "FolioApps", "FolioCodecs", "FolioGraphics", "FolioTargets"]),
        .target(name: "FolioBench", dependencies: ["FolioCore", "FolioLayout", "FolioCodecs", "FolioGraphics", "FolioTargets", "FolioStorybook", "FolioGoldens",
                                                   "FolioReport", "FolioCards", "CPixelmatch"]),
        .target(name: "FolioServer", dependencies: ["FolioCore", "FolioLayout", "FolioDomain", "FolioApps", "FolioCodecs", "FolioGraphics", "FolioTargets",
                                                    "FolioStorybook", "FolioReport", "FolioCards", "CMicroHTTPD"]),
        .target(name: "FolioCLI", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain", "FolioApps", "FolioCodecs", "FolioGraphics", "FolioTargets",
                                                 "FolioStorybook", "FolioGoldens", "FolioReport", "FolioCards", "FolioBench", "FolioServer"]),
        // The library facade. Named FolioKit, not Folio: Sources/Folio and Sources/folio are one folder
        // on a case-insensitive file system. It finds Templates beside its own source (see DefaultTemplates),
        // so a package that links it renders without FOLIO_TEMPLATES.
        .target(name: "FolioKit", dependencies: ["FolioCore", "FolioLayout", "FolioDomain", "FolioApps", "FolioGraphics", "FolioTargets"]),
        .target(name: "FolioSnapshotTesting", dependencies: ["FolioKit", "FolioCore", "FolioCodecs", "FolioGraphics", "FolioTargets", "FolioGoldens"]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI", "FolioGraphics"]),
        // What the test targets share (the package root, temporary folders, external tools, laying a
        // view out, finding frames, a test app's looks); it knows no app, so the tests of the modules
        // below FolioApps use it without depending upward.
        .target(name: "FolioTestSupport", dependencies: ["FolioCore", "FolioLayout", "FolioPieces", "FolioDomain", "CZlib"],
                path: "Tests/FolioTestSupport"),
        // What the apps', documents' and command line's tests share: an app's fixtures, `folio` run
        // in-process, golden fixtures.
        .target(name: "FolioAppsTestSupport", dependencies: ["FolioTestSupport", "FolioApps", "FolioTargets", "FolioStorybook", "FolioGoldens", "FolioReport", "FolioCards", "FolioCLI"],
                path: "Tests/FolioAppsTestSupport"),
        // Two apps defined only in the tests, and `folio-demo`: `folio` with them installed after the
        // catalog's four, which the end-to-end tests run to show that an app reaches every command
        // through its definition alone.
        .target(name: "FolioDemoApps", dependencies: ["FolioApps", "FolioDomain", "FolioLayout", "FolioPieces"], path: "Tests/FolioDemoApps"),
        .executableTarget(name: "folio-demo", dependencies: ["FolioCLI", "FolioDemoApps"], path: "Tests/FolioDemo"),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore", "FolioTestSupport"]),
        .testTarget(name: "FolioLayoutTests", dependencies: ["FolioLayout", "FolioTestSupport"]),
        .testTarget(name: "FolioPiecesTests", dependencies: ["FolioPieces", "FolioTestSupport"]),
        .testTarget(name: "FolioAppsTests", dependencies: ["FolioApps", "FolioAppsTestSupport"]),
        .testTarget(name: "FolioDomainTests", dependencies: ["FolioDomain", "FolioTestSupport"]),
        .testTarget(name: "FolioGraphicsTests", dependencies: ["FolioCodecs", "FolioGraphics", "FolioBench", "FolioTestSupport"]),
        .testTarget(name: "FolioDocumentsTests", dependencies: ["FolioCodecs", "FolioTargets", "FolioStorybook", "FolioGoldens", "FolioReport", "FolioCards",
                                                              "FolioBench", "CPixelmatch", "FolioAppsTestSupport"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioCodecs", "FolioCLI", "FolioTargets", "FolioStorybook", "FolioGoldens", "FolioReport", "FolioCards", "FolioAppsTestSupport"]),
        // The tests that run the `folio` executable (or a server of it) or render whole documents,
        // a second or more each: `make test` runs them; `--skip FolioEndToEndTests` is the quick suite.
        .testTarget(name: "FolioEndToEndTests", dependencies: ["FolioCodecs", "FolioCLI", "FolioServer", "FolioTargets", "FolioStorybook", "FolioGoldens", "FolioReport", "FolioCards", "FolioAppsTestSupport", "FolioDemoApps", "folio", "folio-demo"]),
        // FolioKit and its snapshot assertions; runs the built `folio` to compare a library render with its file.
        .testTarget(name: "FolioKitTests", dependencies: ["FolioCodecs", "FolioKit", "FolioSnapshotTesting", "FolioTestSupport", "folio"]),
    ]
)
