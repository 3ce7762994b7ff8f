/// Its content with a layout priority: in a stack, higher priorities are offered space first.
struct LayoutPriority: ContentModifier {
    var content: any View
    var layoutPriority: Double
}
