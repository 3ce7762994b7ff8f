extension PieceCatalog {
    /// The rows entries of the gallery.
    static let rows: [PieceEntry] = []
}
