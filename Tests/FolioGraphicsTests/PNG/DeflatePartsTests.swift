import CDeflate
import CZlib
import FolioTestSupport
import XCTest
@testable import FolioCodecs

/// The walk that joins libdeflate's parts (`DeflateParts`, `FinalBlock`) against the libraries: every
/// joined stream is inflated by zlib's `uncompress`, which checks each block and the Adler-32.
final class DeflatePartsTests: XCTestCase {
    /// Bytes of several kinds: flat runs (long matches), a repeating ramp (short matches) and noise
    /// (where libdeflate writes stored blocks).
    func sample(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            switch i / 4096 % 3 {
            case 0: return 0x42
            case 1: return UInt8(truncatingIfNeeded: i % 251)
            default: return UInt8(truncatingIfNeeded: state >> 56)
            }
        }
    }

    /// `data` as one raw deflate stream from libdeflate at `level`.
    func rawDeflate(_ data: [UInt8], level: Int32 = 6) throws -> [UInt8] {
        try XCTUnwrap(data.withUnsafeBytes { bytes -> [UInt8]? in
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            defer { libdeflate_free_compressor(compressor) }
            let bound = libdeflate_deflate_compress_bound(compressor, bytes.count)
            return [UInt8](unsafeUninitializedCapacity: bound) { out, written in
                written = libdeflate_deflate_compress(compressor, bytes.baseAddress, bytes.count, out.baseAddress, bound)
            }
        })
    }

    /// `data` cut at `cuts`, compressed part by part and joined.
    func joined(_ data: [UInt8], cuts: [Int], level: Int) throws -> [UInt8] {
        let bounds = [0] + cuts + [data.count]
        let parts = try (0..<bounds.count - 1).map { i in
            try XCTUnwrap(data.withUnsafeBytes { bytes in
                DeflateParts.part(bytes.baseAddress.map { $0 + bounds[i] }, count: bounds[i + 1] - bounds[i],
                                  level: level, last: i == bounds.count - 2)
            }, "part \(i) at level \(level)")
        }
        return DeflateParts.stream(parts, level: level)
    }

    /// `stream` inflated by zlib's `uncompress` into at most `count` bytes; nil when zlib refuses it
    /// (a bad block, a wrong Adler-32, or more bytes than `count`).
    func inflated(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var size = uLong(count)
        var out = [UInt8](repeating: 0, count: max(count, 1))
        let status = stream.withUnsafeBufferPointer { uncompress(&out, &size, $0.baseAddress, uLong($0.count)) }
        return status == Z_OK ? Array(out.prefix(Int(size))) : nil
    }

    func testJoinedPartsInflateToTheWholeInputAtEveryLevel() throws {
        let data = sample(200_000, seed: 7)
        for level in [0, 1, 4, 6, 9, 12] {
            for cuts in [[], [100_000], [1, 65_536, 65_537, 150_001], [0, 0, 200_000]] {
                let stream = try joined(data, cuts: cuts, level: level)
                XCTAssertEqual(inflated(stream, count: data.count), data, "level \(level), cut at \(cuts)")
            }
        }
    }

    /// Random inputs cut at random places into random numbers of parts, at random levels: zlib
    /// inflates every join to its input.
    func testRandomCutsAtRandomLevelsInflateWithZlib() throws {
        var random = SeededRandom(2026)
        for round in 0..<40 {
            let data = sample(Int.random(in: 1...300_000, using: &random), seed: UInt64(round))
            let cuts = (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0...data.count, using: &random) }.sorted()
            let level = Int.random(in: 0...12, using: &random)
            let stream = try joined(data, cuts: cuts, level: level)
            XCTAssertEqual(inflated(stream, count: data.count), data, "round \(round): \(data.count) bytes at level \(level), cut at \(cuts)")
        }
    }

    func testOnePartIsLibdeflatesOwnZlibStream() throws {
        let data = sample(50_000, seed: 3)
        for level in [0, 1, 3, 6, 7, 12] {
            let own = try XCTUnwrap(data.withUnsafeBytes { ZlibDeflate.compress($0.baseAddress, count: $0.count, level: level) })
            XCTAssertEqual(try joined(data, cuts: [], level: level), own, "level \(level)")
        }
    }

    func testTheFinalBlockIsFoundInFixedDynamicAndStoredStreams() throws {
        // A short repeat gives one fixed block, longer text a dynamic one, noise and nothing stored ones.
        let cases: [(String, [UInt8], UInt8?)] = [("fixed", Array(String(repeating: "abc", count: 40).utf8), 1), ("empty", [], 0),
                                                  ("dynamic", Array(String(repeating: "the quick brown fox ", count: 500).utf8), 2),
                                                  ("stored", Array(sample(20_000, seed: 1)[8192..<12288]), 0),
                                                  ("mixed", sample(400_000, seed: 9), nil)]
        for (name, data, type) in cases {
            let raw = try rawDeflate(data)
            let end = try XCTUnwrap(FinalBlock(in: raw), name)
            let bit = { (i: Int) in raw[i >> 3] >> UInt8(i & 7) & 1 }
            XCTAssertEqual(bit(end.headerBit), 1, "\(name): BFINAL is set there")
            if let type { XCTAssertEqual(bit(end.headerBit + 1) | bit(end.headerBit + 2) << 1, type, "\(name): block type") }
            XCTAssertEqual((end.endBit + 7) / 8, raw.count, "\(name): the stream ends in its last byte")
        }
    }

    func testBrokenStreamsAreRefusedNotOverrun() {
        XCTAssertNil(FinalBlock(in: []))
        XCTAssertNil(FinalBlock(in: [0x07]), "reserved block type 3")
        XCTAssertNil(FinalBlock(in: [0x01, 0x05, 0x00, 0xFA, 0xFF, 1, 2]), "stored block longer than the bytes")
        XCTAssertNil(FinalBlock(in: [0x01, 0x05, 0x00, 0x00, 0x00]), "LEN and NLEN disagree")
        XCTAssertNil(FinalBlock(in: [0x03]), "a fixed block cut inside its end-of-block code")
        XCTAssertNil(FinalBlock(in: [0xFD, 0xFF, 0xFF, 0xFF]), "a dynamic block cut inside its code lengths")
        XCTAssertNil(FinalBlock(in: [0x00, 0x00, 0x00, 0xFF, 0xFF]), "a stream that never sets BFINAL")
    }

    func testCutOrDamagedStreamsEndTheWalkInsideTheirBytes() throws {
        let data = sample(100_000, seed: 11)
        let raw = try rawDeflate(data)
        XCTAssertNotNil(FinalBlock(in: raw))
        for cut in [raw.count / 3, raw.count / 2, raw.count - 9, raw.count - 1] {
            XCTAssertNil(FinalBlock(in: Array(raw.prefix(cut))), "cut to \(cut) of \(raw.count) bytes")
        }
        var state: UInt64 = 99
        for _ in 0..<300 {
            var damaged = raw
            for _ in 0..<3 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                damaged[Int(state >> 33) % damaged.count] ^= UInt8(truncatingIfNeeded: state >> 13) | 1
            }
            if let end = FinalBlock(in: damaged) {
                XCTAssertLessThanOrEqual(end.endBit, damaged.count * 8)
                XCTAssertLessThan(end.headerBit, end.endBit)
            }
        }
    }

    func testTheHeaderIsLibdeflates() throws {
        for level in 0...12 {
            let own = try XCTUnwrap([UInt8]().withUnsafeBytes { ZlibDeflate.compress($0.baseAddress, count: 0, level: level) })
            XCTAssertEqual(DeflateParts.header(level: level), Array(own.prefix(2)), "level \(level)")
        }
    }
}
