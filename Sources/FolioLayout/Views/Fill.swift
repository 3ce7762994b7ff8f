/// A colour filling all the space it is offered, like SwiftUI's `Color` (a screen's background,
/// a band of a chart).
///
/// ```swift
/// ZStack { Fill(.groupedBackground); content }
/// ```
public struct Fill: View {
    public var color: ThemeColor

    public init(_ color: ThemeColor) {
        self.color = color
    }

    public var body: any View { ShapeView(.rect).fill(color) }
}
