import FolioLayout

/// A labelled text field: the label above a rounded field (the theme's control radius) showing a
/// placeholder or the value; focused it gains an accent ring and a caret; in error the ring and
/// label turn red, a warning sits at the trailing edge and the message wraps below.
public struct FormField: View {
    public var label: String
    public var value: String
    public var placeholder: String
    public var icon: Icon?
    public var isFocused: Bool
    /// The problem with the value, shown under the field; nil when there is none.
    public var error: String?
    /// The field's surface: the card colour on a grouped background, the quiet fill on a card.
    public var fill: ThemeColor

    /// A field labelled `label` holding `value` (the placeholder shows while it is empty).
    public init(_ label: String, value: String = "", placeholder: String = "", icon: Icon? = nil,
                isFocused: Bool = false, error: String? = nil, fill: ThemeColor = .card) {
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.icon = icon
        self.isFocused = isFocused
        self.error = error
        self.fill = fill
    }

    /// The ring around the field: its colour and width.
    private var ring: (color: ThemeColor, width: Double) {
        if error != nil { return (.destructive, 1.5) }
        return isFocused ? (.accent, 2) : (.separator.opacity(0.6), 1)
    }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(label, style: TextStyle.footnote.weight(.semibold), color: error == nil ? .secondaryLabel : .destructive)
                .lineLimit(1)
                .padding(.horizontal, Space.xxs)
            field
            if let error {
                Text(error, style: .footnote, color: .destructive).lineLimit(2).padding(.horizontal, Space.xxs)
            }
        }
    }

    private var field: any View {
        let box = HStack(spacing: 10) {
            if let icon {
                IconView(icon, size: 20, color: isFocused ? .accent : .secondaryLabel)
            }
            HStack(spacing: 1) {
                if value.isEmpty {
                    if isFocused { caret }
                    Text(placeholder, style: .body, color: .tertiaryLabel).lineLimitUntilAccessibility(1)
                } else {
                    Text(value, style: .body).lineLimitUntilAccessibility(1)
                    if isFocused { caret }
                }
            }
            Spacer(minLength: 0)
            if error != nil {
                IconView(.warning, size: 18, color: .destructive)
            }
        }
        .padding(.horizontal, 14)
        .frame(maxWidth: .infinity, minHeight: 52, alignment: .leading)
        .background(ShapeView(.control).fill(fill))
        .overlay(ShapeView(.control).stroke(ring.color, width: ring.width))
        .role(.field, name: label)
        .tapTarget()
        return isFocused && error == nil ? box.shadow(color: .accent.opacity(0.2), radius: 10) : box
    }

    private var caret: any View {
        ShapeView(.capsule).fill(.accent).frame(width: 2, height: 22).role(.indicator, name: "caret")
    }
}
