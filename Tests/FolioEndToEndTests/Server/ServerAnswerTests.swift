import FolioAppsTestSupport
import Foundation
import FolioTestSupport
import XCTest

/// `folio serve` answers as the command line draws: the same bytes for a card, a screen, a flow and
/// the report, under an ETag that a repeated request gets 304 for; and the HTTP errors of bad input.
final class ServerAnswerTests: XCTestCase {
    static let environment = ["FOLIO_TEMPLATES": "\(TestFiles.packageRoot)/Templates"]

    /// What `folio ARGUMENTS -o FILE` writes, run as a child with the same environment as the server.
    func commandLine(_ arguments: [String], suffix: String) throws -> [UInt8] {
        let dir = try TestFiles.temporaryDirectory("serve-cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try ExternalTool.capture(try TestFiles.builtFolio(), arguments + ["-o", "\(dir)/out.\(suffix)"], in: TestFiles.packageRoot,
                                           environment: ProcessInfo.processInfo.environment.merging(Self.environment) { $1 })
        XCTAssertEqual(run.code, 0, run.output)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out.\(suffix)")))
    }

    /// The PNG `folio card APP --batch` writes for the bundled snapshot with `options`.
    func batchCard(_ app: String, _ options: [String]) throws -> [UInt8] {
        let dir = try TestFiles.temporaryDirectory("serve-batch")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let line = String(decoding: try snapshot(app), as: UTF8.self).split(separator: "\n").joined()
        try (line + "\n").write(toFile: "\(dir)/one.ndjson", atomically: true, encoding: .utf8)
        let run = try ExternalTool.capture(try TestFiles.builtFolio(), ["card", app, "--batch", "\(dir)/one.ndjson", "--out", "\(dir)/out"] + options,
                                           in: TestFiles.packageRoot, environment: ProcessInfo.processInfo.environment.merging(Self.environment) { $1 })
        XCTAssertEqual(run.code, 0, run.output)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out/line-1.png")))
    }

    func snapshot(_ app: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(TestFiles.packageRoot)/Templates/snapshots/\(app).json")))
    }

    func testCardRenderFlowAndReportAreTheCommandLinesBytes() throws {
        let server = try ServerProcess(environment: Self.environment)
        let card = try HTTPClient.post(server.url("/card/water?size=square&appearance=dark"), try snapshot("water"))
        XCTAssertEqual(card.status, 200)
        XCTAssertEqual(card.contentType, "image/png")
        XCTAssertEqual(card.body, try batchCard("water", ["--size", "square", "--appearance", "dark"]))
        XCTAssertEqual(card.body, try commandLine(["card", "water", "--size", "square", "--appearance", "dark"], suffix: "png"),
                       "folio card -o writes the batch's PNG too")

        let webp = try HTTPClient.post(server.url("/card/budget?format=webp&show-amounts=true"), try snapshot("budget"))
        XCTAssertEqual(webp.contentType, "image/webp")
        XCTAssertEqual(webp.body, try commandLine(["card", "budget", "--show-amounts"], suffix: "webp"))

        let screen = try HTTPClient.post(server.url("/render/pet.home?scale=2&device=se"), try snapshot("pet"))
        XCTAssertEqual(screen.status, 200)
        XCTAssertEqual(screen.body, try commandLine(["render", "pet.home", "--scale", "2", "--device", "se"], suffix: "png"))

        let germanCard = try HTTPClient.post(server.url("/card/water?locale=de"), try snapshot("water"))
        XCTAssertEqual(germanCard.body, try commandLine(["card", "water", "--locale", "de"], suffix: "png"))
        XCTAssertNotEqual(germanCard.body, try commandLine(["card", "water"], suffix: "png"), "the locale reached the card")
        let german = try HTTPClient.post(server.url("/render/water.today?scale=1&locale=de"), try snapshot("water"))
        XCTAssertEqual(german.status, 200)
        XCTAssertEqual(german.body, try commandLine(["render", "water.today", "--scale", "1", "--locale", "de"], suffix: "png"))
        XCTAssertNotEqual(german.body, try commandLine(["render", "water.today", "--scale", "1"], suffix: "png"), "the locale reached the screen")

        let flow = try HTTPClient.request("POST", server.url("/render/pet.flow.tick-goal?format=apng&scale=1"))
        XCTAssertEqual(flow.status, 200)
        XCTAssertEqual(flow.contentType, "image/apng")
        XCTAssertEqual(flow.body, try commandLine(["render", "pet.flow.tick-goal", "--scale", "1"], suffix: "apng"))

        var byApp: [String: Any] = [:]
        for app in ["pet", "water", "recipe", "budget"] {
            byApp[app] = try JSONSerialization.jsonObject(with: Data(try snapshot(app)))
        }
        let report = try HTTPClient.post(server.url("/report/weekly?paper=letter"), [UInt8](try JSONSerialization.data(withJSONObject: byApp)))
        XCTAssertEqual(report.status, 200)
        XCTAssertEqual(report.contentType, "application/pdf")
        XCTAssertEqual(report.body, try commandLine(["report", "weekly", "--paper", "letter"], suffix: "pdf"))
        XCTAssertEqual(server.stop(), 0)
    }

    func testARepeatedETagIs304AndAStoredSnapshotDrawsTheSameCard() throws {
        let server = try ServerProcess(environment: Self.environment)
        let body = try snapshot("water")
        let first = try HTTPClient.post(server.url("/card/water?size=landscape"), body)
        XCTAssertEqual(first.status, 200)
        XCTAssertTrue(first.etag.hasPrefix("\"") && first.etag.count == 66, first.etag)
        let again = try HTTPClient.request("POST", server.url("/card/water?size=landscape"), body: body, headers: ["If-None-Match": first.etag])
        XCTAssertEqual(again.status, 304)
        XCTAssertEqual(again.body, [])
        let other = try HTTPClient.post(server.url("/card/water?size=square"), body)
        XCTAssertNotEqual(other.etag, first.etag)

        let stored = try HTTPClient.post(server.url("/snapshots/water"), body)
        XCTAssertEqual(stored.status, 201)
        let id = try XCTUnwrap(stored.json["id"] as? String)
        let byID = try HTTPClient.get(server.url("/card/water?size=landscape&snapshot=\(id)"))
        XCTAssertEqual(byID.status, 200)
        XCTAssertEqual(byID.etag, first.etag)
        XCTAssertEqual(byID.body, first.body)
        XCTAssertEqual(try HTTPClient.get(server.url("/card/water?snapshot=nope")).status, 404)
        let metrics = try HTTPClient.get(server.url("/metrics")).text
        XCTAssertTrue(metrics.contains("folio_not_modified_total 1"), metrics)
        XCTAssertTrue(metrics.contains("folio_cache_hits_total 1"), metrics)
        XCTAssertTrue(metrics.contains("folio_requests_total{endpoint=\"card\",status=\"200\"} 3"), metrics)
        XCTAssertEqual(server.stop(), 0)
    }

    func testBadInputIs400WithEveryPathAnd413And404And405() throws {
        let server = try ServerProcess(environment: Self.environment)
        var water = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try snapshot("water"))) as? [String: Any])
        water["goalMl"] = -5
        water["date"] = "2026-02-30"
        let broken = try HTTPClient.post(server.url("/card/water"), [UInt8](try JSONSerialization.data(withJSONObject: water)))
        XCTAssertEqual(broken.status, 400)
        XCTAssertEqual(Set(broken.problemPaths), ["$.goalMl", "$.date"], "\(broken.json)")

        let report = try HTTPClient.post(server.url("/report/weekly"), Array(#"{"water": {"schema": "folio.water/1"}, "cat": {}}"#.utf8))
        XCTAssertEqual(report.status, 400)
        XCTAssertTrue(report.problemPaths.contains("$.water.goalMl"), "\(report.json)")
        XCTAssertTrue(report.problemPaths.contains("$.cat"), "\(report.json)")

        let syntax = try HTTPClient.post(server.url("/card/pet"), Array("{\"schema\": ".utf8))
        XCTAssertEqual(syntax.status, 400)
        XCTAssertEqual(syntax.problemPaths, ["$"])

        let query = try HTTPClient.post(server.url("/card/water?size=huge&format=gif&colour=red"), try snapshot("water"))
        XCTAssertEqual(query.status, 400)
        let parameters = (query.json["problems"] as? [[String: Any]] ?? []).compactMap { $0["parameter"] as? String }
        XCTAssertEqual(Set(parameters), ["size", "format", "colour"])
        let locale = try HTTPClient.post(server.url("/render/pet.home?locale=fr"), try snapshot("pet"))
        XCTAssertEqual(locale.status, 400)
        XCTAssertEqual((locale.json["problems"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String },
                       ["expected en, de, ar, en-XA, ar-XB, found 'fr'"])

        let huge = try HTTPClient.post(server.url("/card/water"), [UInt8](repeating: 0x20, count: 16 << 20 + 1))
        XCTAssertEqual(huge.status, 413)
        XCTAssertEqual(try HTTPClient.post(server.url("/render/pet.nowhere"), []).status, 404)
        XCTAssertEqual(try HTTPClient.get(server.url("/card/cat")).status, 404)
        XCTAssertEqual(try HTTPClient.get(server.url("/nothing/here")).status, 404)
        XCTAssertEqual(try HTTPClient.request("DELETE", server.url("/card/water")).status, 405)
        XCTAssertEqual(try HTTPClient.get(server.url("/healthz")).status, 200)
        let index = try HTTPClient.get(server.url("/"))
        XCTAssertEqual(index.contentType, "text/html; charset=utf-8")
        for endpoint in ["POST /card/{app}", "GET /card/{app}", "POST /render/{target}", "POST /report/weekly", "GET /metrics"] {
            XCTAssertTrue(index.text.contains(endpoint), endpoint)
        }
        XCTAssertEqual(server.stop(), 0)
    }

    func testAPortInUseExits74AndABadOptionExits2() throws {
        let server = try ServerProcess(environment: Self.environment)
        let folio = try TestFiles.builtFolio()
        let taken = try ExternalTool.capture(folio, ["serve", "--port", "\(server.port)"], environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(taken.code, 74, taken.output)
        XCTAssertTrue(taken.output.contains("cannot listen on 127.0.0.1:\(server.port)"), taken.output)
        let host = try ExternalTool.capture(folio, ["serve", "--host", "not-an-address", "--port", "0"])
        XCTAssertEqual(host.code, 74, host.output)
        let port = try ExternalTool.capture(folio, ["serve", "--port", "70000"])
        XCTAssertEqual(port.code, 2, port.output)
        XCTAssertTrue(port.output.contains("--port"), port.output)
        XCTAssertEqual(server.stop(), 0)
    }
}
