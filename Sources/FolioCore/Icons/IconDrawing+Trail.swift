/// What Biscuit carries and finds on the trail, drawn because the icon font has no glyph for them:
/// a backpack, an acorn, a feather, a smooth pebble, a toadstool.
extension IconDrawing {
    /// A rounded backpack, filled as the glyphs beside it are, with a carry loop and a front pocket
    /// cut out of it.
    static let backpack = IconDrawing([
        .fill({
            var body = rounded(4.5, 6, 15, 16, radius: 4.5)
            body.append(rounded(8, 13.5, 8, 5.5, radius: 1.6))
            return body
        }()),
        .stroke(curves(from: (9.2, 6.5), [
            ((9.2, 5.8), (9.2, 5.8), (9.2, 5.3)), ((9.2, 1.6), (14.8, 1.6), (14.8, 5.3)), ((14.8, 5.8), (14.8, 5.8), (14.8, 6.5)),
        ], closed: false), width: 2),
    ])

    /// An acorn: a filled cap with its stalk over the outline of the nut.
    static let acorn = IconDrawing([
        .fill(curves(from: (4.5, 10.5), [
            ((4.5, 6.5), (8, 4.5), (12, 4.5)), ((16, 4.5), (19.5, 6.5), (19.5, 10.5)), ((12, 10.5), (12, 10.5), (4.5, 10.5)),
        ])),
        .stroke(line((12, 4.8), (13.4, 2)), width: 1.8),
        .stroke(curves(from: (6.2, 10.5), [((6.2, 16.5), (9, 20.4), (12, 21.5)), ((15, 20.4), (17.8, 16.5), (17.8, 10.5))],
                       closed: false), width: 2),
    ])

    /// A feather lying on the diagonal: a filled vane with its shaft cut through it, and the quill.
    static let feather = IconDrawing([
        .fill({
            var vane = curves(from: (19.5, 3.5), [((12.5, 3.5), (8, 9.5), (8, 16)), ((14.5, 16), (19.5, 10.5), (19.5, 3.5))])
            vane.append(polygon([(9.45, 13.85), (16.85, 5.45), (17.55, 6.15), (10.15, 14.55)]))
            return vane
        }()),
        .stroke(line((4.5, 20.5), (9.4, 15)), width: 1.8),
    ])

    /// A smooth river pebble with a shine on it.
    static let pebble = IconDrawing([
        .fill({
            var stone = curves(from: (3.5, 15), [
                ((3.5, 10.5), (7.5, 8), (12, 8)), ((17, 8), (20.5, 11), (20.5, 15)),
                ((20.5, 18.5), (16.5, 20), (12, 20)), ((7, 20), (3.5, 18.5), (3.5, 15)),
            ])
            stone.append(.ellipse(in: Rect(x: 7, y: 11, width: 4.5, height: 2)))
            return stone
        }()),
    ])

    /// A toadstool: a domed cap with two spots, and its stem.
    static let mushroom = IconDrawing([
        .fill({
            var cap = curves(from: (3, 12), [((3, 7), (7, 3.5), (12, 3.5)), ((17, 3.5), (21, 7), (21, 12)), ((12, 12), (12, 12), (3, 12))])
            cap.append(.circle(center: Point(x: 9, y: 8), radius: 1.4))
            cap.append(.circle(center: Point(x: 14.8, y: 7.2), radius: 1.1))
            return cap
        }()),
        .fill(rounded(9.2, 13, 5.6, 8, radius: 2)),
    ])
}
