import CCairo
import FolioCore

/// A Cairo drawing context over a surface: owns the `cairo_t` and keeps its surface alive.
///
/// The drawing vocabulary is FolioCore's (paths, paints, strokes, transforms); no Cairo type leaves it.
final class Canvas {
    let cr: OpaquePointer
    let surface: OpaquePointer

    /// A context drawing on `surface` (which it retains until it is released).
    init(surface: OpaquePointer) throws {
        try check(cairo_surface_status(surface))
        let cr = cairo_create(surface)
        if let status = cr.map(cairo_status), status != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cr)
            try check(status)
        }
        guard let cr else { throw GraphicsError.cairo(message: "cairo_create returned nothing") }
        self.cr = cr
        self.surface = cairo_surface_reference(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Throws the context's error, if drawing hit one (Cairo errors are sticky: later calls do nothing).
    func checkStatus() throws {
        try check(cairo_status(cr))
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }

    /// Runs `body` between save and restore.
    func withState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return try body()
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }

    /// Applies `t` to user space: points are mapped by `t` before the current transform.
    func concatenate(_ t: AffineTransform) {
        guard !t.isIdentity else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// The current user-to-device transform.
    var currentTransform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Replaces the user-to-device transform.
    func setTransform(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &m)
    }

    /// The device-space area drawing can still reach (the clip's bounding box), in device units.
    var deviceClipBounds: Rect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Replaces the current path with `path`.
    func setPath(_ path: Path) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// `path` (user space) with its curves replaced by lines within Cairo's tolerance on the device.
    func flattened(_ path: Path) -> Path {
        setPath(path)
        let flat = cairo_copy_path_flat(cr)
        cairo_new_path(cr)
        defer { cairo_path_destroy(flat) }
        var lines = Path()
        guard let flat, flat.pointee.status == CAIRO_STATUS_SUCCESS else { return lines }
        var i = 0
        while i < Int(flat.pointee.num_data) {
            let header = flat.pointee.data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: lines.move(to: Point(x: flat.pointee.data[i + 1].point.x, y: flat.pointee.data[i + 1].point.y))
            case CAIRO_PATH_LINE_TO: lines.line(to: Point(x: flat.pointee.data[i + 1].point.x, y: flat.pointee.data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH: lines.close()
            default: break  // no curves in a flattened path
            }
            i += Int(header.length)
        }
        return lines
    }

    /// Intersects the clip with the inside of `path`.
    func clip(_ path: Path, evenOdd: Bool = false) {
        setPath(path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Fills the inside of `path` with `paint`.
    func fill(_ path: Path, with paint: Paint, evenOdd: Bool = false) {
        setPath(path)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(paint)
        cairo_fill(cr)
    }

    /// Strokes `path` with the stroke's paint, width, dash, caps and joins.
    func stroke(_ path: Path, with stroke: Stroke) {
        guard stroke.width > 0 else { return }
        setPath(path)
        cairo_set_line_width(cr, stroke.width)
        cairo_set_line_cap(cr, Self.cairoCap(stroke.cap))
        cairo_set_line_join(cr, Self.cairoJoin(stroke.join))
        if stroke.dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, stroke.dash.map { max(0, $0) }, Int32(stroke.dash.count), stroke.dashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        setSource(stroke.paint)
        cairo_stroke(cr)
    }

    /// Fills everything inside the clip with a colour.
    func paint(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cr)
    }

    /// Starts drawing into an intermediate layer, composited by `popGroup(opacity:)`.
    func pushGroup() { cairo_push_group(cr) }

    /// Ends the layer started by `pushGroup()` and paints it at `opacity`.
    func popGroup(opacity: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    private static func cairoCap(_ cap: Stroke.Cap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func cairoJoin(_ join: Stroke.Join) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
