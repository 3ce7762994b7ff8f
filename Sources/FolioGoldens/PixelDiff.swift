import FolioCodecs
import FolioCore
import FolioGraphics
import Foundation

/// Compares two pictures of the same size the way pixelmatch 7 does, reproducing its counts: an exact
/// comparison first, then per pixel a perceptual colour distance in YIQ space against a threshold
/// (alpha included: translucent pixels are composited over pixelmatch 7's varying background and the
/// change of alpha counts); pixels over it that look like anti-aliasing (a gradient between a darker
/// and a brighter neighbour that are both flat areas, in both images) are counted apart and not as
/// differences. (pixelmatch before 6 blended translucent pixels with white, so its counts differ
/// wherever alpha is below 255; on opaque pictures all versions agree.) Bands of rows are compared on
/// every core, with the same counts, regions and picture as one core gives.
///
/// ```swift
/// let result = try PixelDiff().compare(expected, actual)
/// result.differing    // pixels that changed
/// result.antialiased  // pixels that changed only along an edge (ignored)
/// ```
public struct PixelDiff: Sendable {
    /// 0 … 1: the largest YIQ distance, as a share of the largest possible (black vs white), that is
    /// still "the same colour". Default 0.1, as pixelmatch's.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAntialiasing: Bool

    /// A differ with pixelmatch's defaults unless given.
    public init(threshold: Double = 0.1, includeAntialiasing: Bool = false) {
        self.threshold = threshold
        self.includeAntialiasing = includeAntialiasing
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// Pixels whose colours differ beyond the threshold (not counting anti-aliasing).
        public var differing: Int
        /// Pixels beyond the threshold that were taken for anti-aliasing and not counted.
        public var antialiased: Int
        /// Whether every byte of both pictures is the same (the fast path).
        public var identical: Bool
        /// The expected picture faded to grey, differing pixels red and anti-aliased ones yellow
        /// (when asked for).
        public var image: RasterImage?
        /// Where the differing pixels are: the bounding boxes of clusters of them, the most
        /// changed first (when a picture was asked for).
        var regions: [Region] = []
    }

    /// A cluster of differing pixels: its bounding box in pixels and how many it holds.
    struct Region: Sendable, Hashable {
        var x: Int, y: Int, width: Int, height: Int
        var pixels: Int
    }

    /// The side of the cells differing pixels are gathered in; cells that touch make one region.
    static let regionCell = 24

    /// The largest squared YIQ distance (black against white).
    static let maxYIQDelta = 35215.0

    /// Compares `expected` with `actual`; `drawing` asks for the diff picture.
    /// - Throws: `PixelDiffError.sizeMismatch` when the sizes differ.
    public func compare(_ expected: RasterImage, _ actual: RasterImage, drawing: Bool = false) throws -> Result {
        guard expected.width == actual.width, expected.height == actual.height else {
            throw PixelDiffError.sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let identical = Self.sameBytes(expected.pixels, actual.pixels)
        if identical, !drawing { return Result(differing: 0, antialiased: 0, identical: true, image: nil) }
        let (w, h) = (expected.width, expected.height)
        let maxDelta = Self.maxYIQDelta * threshold * threshold
        let cell = Self.regionCell, columns = (w + cell - 1) / cell
        var cells = [Int](repeating: 0, count: drawing ? columns * ((h + cell - 1) / cell) : 0)
        // Bands of one cell row, compared on every core: each writes only its own rows and cells and
        // counts apart, so the sums are the same in any order. Bands this small share a change that is
        // all in a few rows (a status bar, a title) between the cores.
        let bandRows = cell, bands = (h + bandRows - 1) / bandRows
        var counts = [(differing: Int, antialiased: Int)](repeating: (0, 0), count: bands)
        // Written through a raw buffer: an array written pixel by pixel inside these closures pays a
        // uniqueness and bounds check per byte, which doubled the diff's time.
        let output = [UInt8](unsafeUninitializedCapacity: drawing ? w * h * 4 : 0) { out, count in
            count = drawing ? w * h * 4 : 0
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    cells.withUnsafeMutableBufferPointer { cells in
                        counts.withUnsafeMutableBufferPointer { counts in
                            let one = Pixels(bytes: e, width: w, height: h), two = Pixels(bytes: a, width: w, height: h)
                            guard let base1 = e.baseAddress, let base2 = a.baseAddress else { return }
                            let words1 = UnsafeRawPointer(base1).assumingMemoryBound(to: UInt32.self)
                            let words2 = UnsafeRawPointer(base2).assumingMemoryBound(to: UInt32.self)
                            DispatchQueue.concurrentPerform(iterations: bands) { band in
                                var differing = 0, antialiased = 0
                                for y in band * bandRows..<min(h, (band + 1) * bandRows) {
                                    // A row that is the same in both has nothing to count, and without a
                                    // picture nothing to draw.
                                    if !drawing, memcmp(words1 + y * w, words2 + y * w, w * 4) == 0 { continue }
                                    for x in 0..<w {
                                        let p = y * w + x, i = p * 4
                                        let delta = words1[p] == words2[p] ? 0 : colorDelta(one, i, two, i, brightnessOnly: false)
                                        var mark: (UInt8, UInt8, UInt8)?
                                        if abs(delta) > maxDelta {
                                            if !includeAntialiasing,
                                               one.isAntialiased(x, y, other: two) || two.isAntialiased(x, y, other: one) {
                                                antialiased += 1
                                                mark = (255, 255, 0)
                                            } else {
                                                differing += 1
                                                mark = (255, 0, 0)
                                                if drawing { cells[(y / cell) * columns + x / cell] += 1 }
                                            }
                                        }
                                        guard drawing else { continue }
                                        let (r, g, b) = mark ?? one.faded(i)
                                        (out[i], out[i + 1], out[i + 2], out[i + 3]) = (r, g, b, 255)
                                    }
                                }
                                counts[band] = (differing, antialiased)
                            }
                        }
                    }
                }
            }
        }
        let differing = counts.reduce(0) { $0 + $1.differing }, antialiased = counts.reduce(0) { $0 + $1.antialiased }
        let image = drawing ? RasterImage(width: w, height: h, pixels: output) : nil
        let regions = drawing ? Self.regions(cells, columns: columns, width: w, height: h) : []
        return Result(differing: differing, antialiased: antialiased, identical: identical, image: image, regions: regions)
    }

    /// The clusters of marked cells (touching, diagonals included) as pixel boxes, most pixels first.
    static func regions(_ cells: [Int], columns: Int, width: Int, height: Int) -> [Region] {
        let rows = columns > 0 ? cells.count / columns : 0
        var seen = [Bool](repeating: false, count: cells.count)
        var found: [Region] = []
        for start in cells.indices where cells[start] > 0 && !seen[start] {
            var stack = [start], (minC, maxC, minR, maxR, count) = (Int.max, Int.min, Int.max, Int.min, 0)
            seen[start] = true
            while let i = stack.popLast() {
                let (r, c) = (i / columns, i % columns)
                (minC, maxC, minR, maxR, count) = (min(minC, c), max(maxC, c), min(minR, r), max(maxR, r), count + cells[i])
                for dr in -1...1 { for dc in -1...1 {
                    let (nr, nc) = (r + dr, c + dc)
                    guard nr >= 0, nr < rows, nc >= 0, nc < columns else { continue }
                    let n = nr * columns + nc
                    if cells[n] > 0, !seen[n] { seen[n] = true; stack.append(n) }
                } }
            }
            let x = minC * regionCell, y = minR * regionCell
            found.append(Region(x: x, y: y, width: min(width, (maxC + 1) * regionCell) - x,
                                height: min(height, (maxR + 1) * regionCell) - y, pixels: count))
        }
        return found.sorted { ($0.pixels, -$0.y, -$0.x) > ($1.pixels, -$1.y, -$1.x) }
    }
}

extension PixelDiff {
    /// Whether two byte arrays are equal, compared with `memcmp` (about a millisecond for a screen).
    package static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
    }
}

/// Pictures that cannot be compared.
public enum PixelDiffError: Error, CustomStringConvertible, Equatable {
    /// The pictures are not the same size.
    case sizeMismatch(expected: (Int, Int), actual: (Int, Int))

    public var description: String {
        switch self {
        case .sizeMismatch(let e, let a): "the size changed from \(e.0) × \(e.1) to \(a.0) × \(a.1) px"
        }
    }

    public static func == (l: PixelDiffError, r: PixelDiffError) -> Bool {
        switch (l, r) {
        case (.sizeMismatch(let a, let b), .sizeMismatch(let c, let d)): a == c && b == d
        }
    }
}

extension PixelDiffError: ClassifiedError {
    /// Pictures that cannot be compared are bad input to the diff.
    public var failureKind: FailureKind { .badData }
}
