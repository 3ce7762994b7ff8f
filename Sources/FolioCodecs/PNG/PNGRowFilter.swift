/// How PNG rows are filtered before compression (see `PNGFilterStudy` for what each costs on a screen
/// and on a share card).
public enum PNGRowFilter: String, CaseIterable, Hashable, Sendable {
    /// Every row as it is (filter 0): the fastest, and the smallest on flat screens.
    case none
    /// Every row minus the row above (filter 2): smaller on smooth gradients.
    case up
    /// Per row, None or Up, whichever has the smaller sum of absolute (signed) bytes — libpng's heuristic.
    case adaptive
}

extension PNGEncoder {
    /// Filters a run of rows in place (`band` holds row `rows.lowerBound` first), bottom up so the
    /// row above is still unfiltered when a row is; the first row is filtered against the row above it
    /// filled again, since that row is in another band's buffer.
    static func filterBand(_ rows: Range<Int>, band: UnsafeMutablePointer<UInt8>, rowBytes: Int,
                           filter: PNGRowFilter, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) {
        for i in stride(from: rows.count - 1, to: 0, by: -1) {
            filterRow(band + i * rowBytes, above: band + (i - 1) * rowBytes + 1, count: rowBytes - 1, filter)
        }
        guard rows.lowerBound > 0 else { return }
        let above = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes - 1)
        defer { above.deallocate() }
        fillRow(rows.lowerBound - 1, above)
        filterRow(band, above: above, count: rowBytes - 1, filter)
    }

    /// Filters one row in place (`row[0]` is its filter byte, the samples follow) against `above`.
    private static func filterRow(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, _ filter: PNGRowFilter) {
        let samples = row + 1
        if filter == .adaptive {
            var plain = 0, up = 0
            for i in 0..<count {
                plain += abs(Int(Int8(bitPattern: samples[i])))
                up += abs(Int(Int8(bitPattern: samples[i] &- above[i])))
            }
            guard up < plain else { return }
        }
        row[0] = 2
        for i in 0..<count { samples[i] &-= above[i] }
    }
}
