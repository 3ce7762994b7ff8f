/// Why a text or icon need not reach the contrast a reader needs: the only way out of the
/// `contrast` and `pixel-contrast` rules, given explicitly on the view (`.inkRole(.decorative)`), never guessed.
public enum InkRole: String, Hashable, Sendable, CaseIterable {
    /// An ornament no one has to read (a watermark, a faint numeral behind a figure).
    case decorative
    /// A control that cannot be used now (iOS draws it faint on purpose).
    case disabled
    /// Text between two still states (a digit rolling to the next), each of which is checked.
    case moving

    /// The name of the group that carries the role in the frame tree.
    public var frameName: String { "ink: \(rawValue)" }

    /// The role a group's name carries, or nil.
    public init?(frameName: String?) {
        guard let role = Self.allCases.first(where: { $0.frameName == frameName }) else { return nil }
        self = role
    }
}

extension View {
    /// Marks the text and icons of the view as `role` (decorative or disabled): `pixel-contrast` does
    /// not hold them to a reader's contrast. The view gets a group of its own named for the role.
    public func inkRole(_ role: InkRole) -> any View {
        InkRoleModifier(content: self, role: role)
    }
}

/// Wraps its content's frames in a group named for an ``InkRole``.
struct InkRoleModifier: ContentModifier {
    var content: any View
    var role: InkRole

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        [.group(context.children[0].place(at: .zero, proposal: proposal), size: size, name: role.frameName)]
    }
}
