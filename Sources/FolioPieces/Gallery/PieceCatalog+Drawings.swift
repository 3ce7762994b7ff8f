extension PieceCatalog {
    /// The drawings entries of the gallery.
    static let drawings: [PieceEntry] = []
}
