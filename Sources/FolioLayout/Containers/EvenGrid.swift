/// Cells in rows of `columns` equal columns (Stat Grid's tiles, Cover Grid's covers); a short last
/// row keeps the column width, its empty places left blank.
public struct EvenGrid: View {
    /// Cells per row.
    public var columns: Int
    /// The space between columns.
    public var spacing: Double
    /// The space between rows.
    public var rowSpacing: Double
    /// The cells, row by row.
    public var cells: [any View]

    /// `cells` in rows of `columns`.
    public init(columns: Int, spacing: Double, rowSpacing: Double, cells: [any View]) {
        self.columns = columns
        self.spacing = spacing
        self.rowSpacing = rowSpacing
        self.cells = cells
    }

    public var body: any View {
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
