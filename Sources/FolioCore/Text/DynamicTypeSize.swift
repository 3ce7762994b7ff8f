/// The reader's preferred size of text (iOS's content size category, SwiftUI's `DynamicTypeSize`):
/// seven standard sizes from xSmall to xxxLarge around the default Large, then the five
/// accessibility sizes AX1–AX5. Text styles scale by ``DynamicTypeTable``.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1, ax2, ax3, ax4, ax5

    /// The size iOS starts with.
    public static let `default` = DynamicTypeSize.large

    /// The name on the command line and in manifests (`--text-size AX3`), as Apple's tables write it.
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .ax1: "AX1"
        case .ax2: "AX2"
        case .ax3: "AX3"
        case .ax4: "AX4"
        case .ax5: "AX5"
        }
    }

    /// The size of that name, whatever its letter case ("AX3", "ax3", "xxxlarge").
    public static func named(_ name: String) -> DynamicTypeSize? {
        allCases.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether it is one of the five accessibility sizes, where rows of label and value stack.
    public var isAccessibilitySize: Bool { self >= .ax1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}
