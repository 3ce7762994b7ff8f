/// Its content as one frame with something only a frame can carry: a role and name, a tap target
/// mark, opacity, a clip, an effect or a transform. The content's lone frame takes the change when
/// it covers the box and can take it without changing meaning; otherwise a new group wraps the
/// content's frames. The size is the content's.
struct GroupModifier: ContentModifier {
    /// What the modifier changes.
    enum Change {
        case tag(role: Role, name: String?)
        case tapTarget
        case opacity(Double)
        case clip(ClipOutline)
        case effect((Environment) -> Effect?)
        case transform((Size, LayoutDirection) -> AffineTransform)
    }

    /// A clip given as a theme token or as a shape.
    enum ClipOutline {
        case token(ShapeToken)
        case shape(Shape)
    }

    var content: any View
    var change: Change

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let frames = context.children[0].place(at: .zero, proposal: proposal)
        switch change {
        case .tag(let role, let name):
            var frame = Frame.single(frames, size: size) { $0.hasGenericRole }
            frame.role = role
            frame.name = name ?? frame.name
            return [frame]
        case .tapTarget:
            var frame = Frame.single(frames, size: size) { _ in true }
            frame.isTapTarget = true
            return [frame]
        case .opacity(let opacity):
            guard opacity < 1 else { return frames }
            return [Frame.single(frames, size: size) { $0.group != nil }.updatingGroup { $0.opacity *= opacity }]
        case .clip(let outline):
            let shape: Shape
            switch outline {
            case .token(let token): shape = context.theme.shape(token)
            case .shape(let s): shape = s
            }
            return [Frame.single(frames, size: size) { $0.group?.isPlain == true }.updatingGroup { $0.clip = shape }]
        case .effect(let resolve):
            guard let effect = resolve(context.environment) else { return frames }
            let reusable: (Frame) -> Bool = { f in
                guard let g = f.group else { return false }
                return g.transform.isIdentity && g.clip == nil && g.opacity == 1
            }
            return [Frame.single(frames, size: size, reuse: reusable).updatingGroup { $0.effects.append(effect) }]
        case .transform(let make):
            let transform = make(size, context.environment.layoutDirection)
            guard !transform.isIdentity else { return frames }
            return [Frame.single(frames, size: size) { $0.group?.isPlain == true }.updatingGroup { $0.transform = transform }]
        }
    }
}
