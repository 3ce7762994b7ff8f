import FolioPieces
import FolioLayout

/// Every piece and chrome element, in gallery order. Each group of pieces lists its own entries in
/// its own file, so adding a piece touches one place.
public enum PieceCatalog {
    /// All entries, pieces first, then chrome.
    public static let all: [PieceEntry] = controls + rows + drawings + chrome

    /// The entry named `name`, or nil.
    public static func entry(named name: String) -> PieceEntry? {
        all.first { $0.name == name }
    }
}
