extension PieceCatalog {
    /// The controls entries of the gallery.
    static let controls: [PieceEntry] = []
}
