import CCairo
import FolioCore

extension Canvas {
    /// Fills `path`, the rectangle `rect`, with a gradient `paint` taken from an image of it (see
    /// `GradientRectCache`) when the canvas draws on an ARGB32 image through a transform that only
    /// scales and moves; returns false, having drawn nothing, otherwise. The rectangle is filled as `fill` fills it (same path,
    /// same clip, same coverage), only its source is the image instead of the gradient.
    func fillGradientRect(_ path: Path, bounds rect: Rect, with paint: Paint, cache: GradientRectCache) throws -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        let (width, height) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
        // The whole pixels of the surface the rectangle touches.
        let left = max(0, Int((m.xx * rect.minX + m.x0 + offset.x).rounded(.down)))
        let top = max(0, Int((m.yy * rect.minY + m.y0 + offset.y).rounded(.down)))
        let right = min(width, Int((m.xx * rect.maxX + m.x0 + offset.x).rounded(.up)))
        let bottom = min(height, Int((m.yy * rect.maxY + m.y0 + offset.y).rounded(.up)))
        guard right > left, bottom > top else { return true }  // nothing of it on the surface
        let box = [left, top, right - left, bottom - top]
        let key = GradientRectCache.Key(paint: paint, box: box, matrix: [m.xx, m.yy, m.x0, m.y0],
                                        surface: [Double(width), Double(height), offset.x, offset.y])
        let pixels = try cache.pixels(for: key) { try Self.gradientPixels(of: key, matrix: m) }
        // Cairo only reads a source, so the cached pixels are lent as they are: asking for them mutable
        // would copy them (the cache shares them), megabytes per fill.
        try pixels.withUnsafeBufferPointer { buffer in
            let image = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: buffer.baseAddress), CAIRO_FORMAT_ARGB32,
                                                            Int32(box[2]), Int32(box[3]), Int32(box[2] * 4))
            defer { cairo_surface_destroy(image) }
            try check(cairo_surface_status(image))
            cairo_save(cr)
            defer { cairo_restore(cr) }
            // The image's pixels on the surface's own: placed in device space, the box's corner on its pixel.
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, image, Double(left) - offset.x, Double(top) - offset.y)
            cairo_set_matrix(cr, &m)
            setPath(path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
        return true
    }

    /// The gradient of `key` as cairo draws it over the box's whole pixels, on a transparent surface
    /// of the key's size and device offset through `matrix`: the box's pixels, row after row.
    private static func gradientPixels(of key: GradientRectCache.Key, matrix: cairo_matrix_t) throws -> [UInt8] {
        let surface = try ImageSurface(width: Int(key.surface[0]), height: Int(key.surface[1]))
        cairo_surface_set_device_offset(surface.surface, key.surface[2], key.surface[3])
        let canvas = try surface.makeCanvas()
        // The gradient bound to the frame's transform, the box given in device space.
        var m = matrix
        cairo_set_matrix(canvas.cr, &m)
        canvas.setSource(key.paint)
        cairo_identity_matrix(canvas.cr)
        let (left, top, width, height) = (key.box[0], key.box[1], key.box[2], key.box[3])
        cairo_rectangle(canvas.cr, Double(left) - key.surface[2], Double(top) - key.surface[3], Double(width), Double(height))
        cairo_fill(canvas.cr)
        try canvas.checkStatus()
        return try surface.withPixels { data in
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            pixels.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    (out.baseAddress! + row * width * 4).update(from: data + (top + row) * surface.stride + left * 4, count: width * 4)
                }
            }
            return pixels
        }
    }
}
