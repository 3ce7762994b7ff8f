extension PieceCatalog {
    /// The chrome entries of the gallery.
    static let chrome: [PieceEntry] = []
}
