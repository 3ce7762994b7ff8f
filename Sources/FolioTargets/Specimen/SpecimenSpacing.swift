import FolioLayout

/// The spacing scale: each step of ``Space`` as a bar of its length, with its value and its use.
struct SpecimenSpacing: View {
    static let steps: [(name: String, value: Double, use: String)] = [
        ("xxs", Space.xxs, "an icon and its label in a chip"),
        ("xs", Space.xs, "the default stack spacing"),
        ("sm", Space.sm, "between lines of a card"),
        ("md", Space.md, "card padding, between cards"),
        ("lg", Space.lg, "a screen's side margins"),
        ("xl", Space.xl, "between sections"),
        ("xxl", Space.xxl, "around hero content"),
    ]

    var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for step in SpecimenSpacing.steps {
                HStack(alignment: .center, spacing: Space.sm) {
                    Text(step.name, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1).frame(width: 36, alignment: .leading)
                    Text("\(Int(step.value))", style: TextStyle.subheadline.tabular(), color: .secondaryLabel)
                        .frame(width: 24, alignment: .trailing)
                    ShapeView(.rect).fill(.accent).frame(width: step.value, height: 12).role(.shape, name: "space \(step.name)")
                        .frame(width: Space.xxl, alignment: .leading)
                    Text(step.use, style: .footnote, color: .secondaryLabel)
                }
            }
        }
        .card(name: "spacing")
    }
}
