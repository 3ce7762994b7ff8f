import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// scripts/packages.txt, the one package list of setup.sh and the image: every library the folio
/// binary loads comes from a package of its [runtime] section, or from one those depend on (so the
/// image, which installs only that section, has it); and the sections read back as setup.sh and the
/// image read them.
final class PackageListTests: XCTestCase {
    /// What `scripts/packages.sh ARGS` prints, one package a line.
    func packages(_ arguments: String...) throws -> [String] {
        let r = try ExternalTool.capture("\(packageRoot)/scripts/packages.sh", arguments)
        XCTAssertEqual(r.code, 0, r.output)
        return r.output.split(separator: "\n").map(String.init)
    }

    func testEveryLibraryTheBinaryLoadsComesFromTheRuntimeSection() throws {
        let runtime = try packages("runtime")
        let depends = try ExternalTool.run("dpkg-query", ["-W", "-f=${Depends}\n"] + runtime)
            .split(whereSeparator: { ",|\n".contains($0) })
            .compactMap { $0.split(separator: " ").first.map { String($0.split(separator: ":")[0]) } }
        let allowed = Set(runtime + depends)
        let binary = try TestFiles.builtFolio()
        let needed = try ExternalTool.run("objdump", ["-p", binary]).split(separator: "\n")
            .filter { $0.contains("NEEDED") }.compactMap { $0.split(separator: " ").last.map(String.init) }
        let resolved = try ExternalTool.run("ldd", [binary]).split(separator: "\n").reduce(into: [String: String]()) { paths, line in
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.count >= 3, words[1] == "=>" {
                paths[words[0]] = words[2]
            } else if let path = words.first, path.hasPrefix("/") {  // the dynamic loader, by its path
                paths[(path as NSString).lastPathComponent] = path
            }
        }
        var checked: [String] = []
        for library in needed {
            let path = try XCTUnwrap(resolved[library], "ldd finds \(library)")
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let owner = try ExternalTool.capture("/usr/bin/dpkg", ["-S", real])
            guard owner.code == 0 else { continue }  // the Swift toolchain's own runtime (a debug build links it)
            let package = String(owner.output.split(separator: ":")[0])
            XCTAssertTrue(allowed.contains(package), "\(library) is in \(package), which no [runtime] package of scripts/packages.txt brings")
            checked.append(package)
        }
        for package in ["libwebp7", "libspng0", "libturbojpeg0", "libssl3", "libqpdf29", "libmicrohttpd12", "libcairo2"] {
            XCTAssertTrue(checked.contains(package), "the binary's \(package) was checked: \(checked)")
        }
    }

    func testTheImagePinsWhatDecidesPixelsAndSetupInstallsEverySection() throws {
        let pinned = try packages("--pinned", "runtime")
        XCTAssertTrue(pinned.contains("libwebp7=1.2.4-0.2+deb12u1"), "\(pinned)")
        XCTAssertTrue(pinned.contains("fonts-inter=4.0~beta7+ds-1"), "\(pinned)")
        XCTAssertEqual(try packages("runtime").first, "libcairo2", "names without their pins")
        XCTAssertTrue(try packages("build").contains("libwebp-dev"))
        XCTAssertTrue(try packages("test").contains("chromium"))
        let wrong = try ExternalTool.capture("\(packageRoot)/scripts/packages.sh", ["runtimes"])
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.output.contains("no section [runtimes]"), wrong.output)
        let setup = try String(contentsOfFile: "\(packageRoot)/scripts/setup.sh", encoding: .utf8)
        XCTAssertTrue(setup.contains("scripts/packages.sh\" build runtime test"), "setup.sh installs every section")
        for file in ["deploy/build-image.sh", "deploy/Containerfile"] {
            let text = try String(contentsOfFile: "\(packageRoot)/\(file)", encoding: .utf8)
            XCTAssertNotNil(text.range(of: #"packages\.sh"? --pinned runtime"#, options: .regularExpression), "\(file) installs the pinned [runtime] section")
        }
    }
}
