import FolioLayout

/// Cells in rows of `columns` equal columns (Stat Grid's tiles, Cover Grid's covers); a short last
/// row keeps the column width, its empty places left blank.
struct EvenGrid: View {
    var columns: Int
    var spacing: Double
    var rowSpacing: Double
    var cells: [any View]

    var body: any View {
        VStack(spacing: rowSpacing) {
            for start in stride(from: 0, to: cells.count, by: columns) {
                HStack(alignment: .top, spacing: spacing) {
                    for i in start..<start + columns {
                        if i < cells.count {
                            cells[i]
                        } else {
                            Spacer(minLength: 0).frame(maxWidth: .infinity)
                        }
                    }
                }
            }
        }
    }
}
