import CCairo
import FolioCore

extension Canvas {
    /// Makes `paint` the source of the next fill or stroke; gradients are in the current user space.
    func setSource(_ paint: Paint) {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linear(let g):
            setGradient(cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y), stops: g.stops)
        case .radial(let g):
            setGradient(cairo_pattern_create_radial(g.center.x, g.center.y, 0, g.center.x, g.center.y, max(0, g.radius)),
                        stops: g.stops)
        }
    }

    private func setGradient(_ pattern: OpaquePointer?, stops: [GradientStop]) {
        guard let pattern else { return }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.offset)), c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
}
