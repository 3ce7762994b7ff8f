extension View {
    /// Insets the view by `length` points on every edge (16 by default).
    public func padding(_ length: Double = Space.md) -> any View {
        padding(EdgeInsets(all: length))
    }

    /// Insets the view by `length` points on the given edges.
    public func padding(_ edges: Edges, _ length: Double = Space.md) -> any View {
        padding(edges.insets(length))
    }

    /// Insets the view by one length left and right and another above and below (pills, rows).
    public func padding(horizontal: Double, vertical: Double) -> any View {
        padding(EdgeInsets(vertical: vertical, horizontal: horizontal))
    }

    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> any View {
        Padding(content: self, insets: insets)
    }

    /// Insets the view by the device's safe area (status bar and home indicator).
    public func safeAreaPadding() -> any View {
        EnvironmentReader { env in self.padding(env.device.safeArea) }
    }

    /// A box of exactly `width` and/or `height` points (a `nil` dimension is the view's own), the view
    /// placed in it by `alignment`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> any View {
        FlexibleFrame(content: self, width: .exactly(width), height: .exactly(height), alignment: alignment)
    }

    /// A box with bounds on each dimension; `maxWidth: .infinity` takes all the width offered. The
    /// view is placed in the box by `alignment`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> any View {
        FlexibleFrame(content: self, width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                      height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    /// The view at its ideal size in the chosen dimensions, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> any View {
        FixedSize(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// `layer` behind the view, offered the view's size and placed by `alignment`.
    public func background(alignment: Alignment = .center, @ViewBuilder _ layer: () -> any View) -> any View {
        Layered(content: self, layer: layer(), position: .behind, alignment: alignment)
    }

    /// `layer` behind the view, offered the view's size.
    public func background(_ layer: any View, alignment: Alignment = .center) -> any View {
        Layered(content: self, layer: layer, position: .behind, alignment: alignment)
    }

    /// `layer` in front of the view, offered the view's size and placed by `alignment`.
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ layer: () -> any View) -> any View {
        Layered(content: self, layer: layer(), position: .inFront, alignment: alignment)
    }

    /// `layer` in front of the view, offered the view's size.
    public func overlay(_ layer: any View, alignment: Alignment = .center) -> any View {
        Layered(content: self, layer: layer, position: .inFront, alignment: alignment)
    }

    /// How much the view insists on its share of a stack: higher priorities are offered space first.
    public func layoutPriority(_ priority: Double) -> any View {
        LayoutPriority(content: self, layoutPriority: priority)
    }
}
