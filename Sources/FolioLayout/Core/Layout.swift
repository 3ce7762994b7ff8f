/// Lays `view` out in a box of `size` and returns the frame tree: a root group of that size (role
/// `role`) holding the view's frames, the view centred in the box when it is smaller.
public func layout(_ view: any View, in size: Size, environment: Environment, role: Role = .screen,
                   name: String? = nil) -> Frame {
    let child = LayoutChild.resolve(view, in: environment, placedIn: size.width)
    let proposal = ProposedSize(size)
    let origin = Alignment.center.origin(of: child.sizeThatFits(proposal), in: size)
    return .group(child.place(at: origin, proposal: proposal), size: size, role: role, name: name)
}

/// Lays `view` out on the whole screen of the environment's device (role `.screen`).
public func layout(_ view: any View, environment: Environment, name: String? = nil) -> Frame {
    layout(view, in: environment.device.size, environment: environment, name: name)
}

/// Lays `view` out at `width` and as tall as it wants to be (a page, a sheet, a gallery column):
/// the height is left unspecified in the proposal, so the view is placed exactly as it measured.
public func layout(_ view: any View, width: Double, environment: Environment, role: Role = .screen,
                   name: String? = nil) -> Frame {
    let child = LayoutChild.resolve(view, in: environment, placedIn: width)
    let proposal = ProposedSize(width: width, height: nil)
    let height = child.sizeThatFits(proposal).height.rounded(.up)
    return .group(child.place(at: .zero, proposal: proposal), size: Size(width: width, height: height), role: role,
                  name: name)
}
