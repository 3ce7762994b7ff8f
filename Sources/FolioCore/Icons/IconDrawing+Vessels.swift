/// The drinks as the vessels they are drunk from, each an outline with its drink inside: a glass
/// of water, a juice bottle, a teacup on its saucer, a steaming mug of coffee, a milk carton, a soda can.
/// Coordinates are in the 24-unit box; outlines are 2 units wide, as the icon font's are.
extension IconDrawing {
    /// A tumbler with water to just over half, its surface rippled.
    static let glass = IconDrawing([
        .stroke(polygon([(5, 3.5), (19, 3.5), (17.2, 20.5), (6.8, 20.5)]), width: 2),
        .fill(curves(from: (6.6, 10.5), [
            ((8.4, 9.3), (10.2, 9.3), (12, 10.5)), ((13.8, 11.7), (15.6, 11.7), (17.4, 10.5)),
            ((17.4, 10.5), (16.4, 19.8), (16.4, 19.8)), ((16.4, 19.8), (7.6, 19.8), (7.6, 19.8)),
        ])),
    ])

    /// A bottle with shoulders and a cap, juice in its lower half.
    static let bottle = IconDrawing([
        .fill(rounded(9.5, 1.5, 5, 3, radius: 1)),
        .stroke(curves(from: (10, 4.5), [
            ((10, 6), (10, 6), (10, 7.2)), ((8.2, 8), (7, 9.2), (7, 11)), ((7, 15), (7, 15), (7, 19.8)),
            ((7, 21.2), (7.8, 22), (9.2, 22)), ((12, 22), (12, 22), (14.8, 22)), ((16.2, 22), (17, 21.2), (17, 19.8)),
            ((17, 15), (17, 15), (17, 11)), ((17, 9.2), (15.8, 8), (14, 7.2)), ((14, 6), (14, 6), (14, 4.5)),
        ], closed: false), width: 2),
        .fill(rounded(8.6, 12.5, 6.8, 8, radius: 1.2)),
    ])

    /// A round teacup with a handle, on a saucer, tea inside.
    static let teacup = IconDrawing([
        .stroke(curves(from: (4.5, 8), [
            ((10.5, 8), (10.5, 8), (16.5, 8)), ((16.5, 9.5), (16.5, 9.5), (16.5, 11)),
            ((16.5, 14.6), (13.8, 17.5), (10.5, 17.5)), ((7.2, 17.5), (4.5, 14.6), (4.5, 11)),
        ]), width: 2),
        .stroke(curves(from: (16.8, 9), [((20.6, 8.6), (20.6, 13.4), (16.4, 13.6))], closed: false), width: 2),
        .stroke(line((3, 20.5), (18, 20.5)), width: 2),
        .fill(curves(from: (6.2, 10.5), [
            ((10.5, 10.5), (10.5, 10.5), (14.8, 10.5)), ((14.8, 13.6), (12.8, 15.9), (10.5, 15.9)),
            ((8.2, 15.9), (6.2, 13.6), (6.2, 10.5)),
        ])),
    ])

    /// A straight mug with a handle and two wisps of steam, coffee inside.
    static let mug = IconDrawing([
        .stroke(rounded(4.5, 7, 11.5, 14, radius: 2.5), width: 2),
        .stroke(curves(from: (16, 10), [((21.2, 9.6), (21.2, 17.4), (16, 17))], closed: false), width: 2),
        .fill(rounded(6.3, 11, 7.9, 8.2, radius: 1.2)),
        .stroke(line((8.2, 2), (8.2, 4.5)), width: 1.8),
        .stroke(line((12.2, 2), (12.2, 4.5)), width: 1.8),
    ])

    /// A gable-topped milk carton with its label.
    static let carton = IconDrawing([
        .stroke(polygon([(6, 21.5), (6, 9.5), (8.8, 5), (15.2, 5), (18, 9.5), (18, 21.5)]), width: 2),
        .fill(rounded(8.5, 1.8, 7, 2.6, radius: 0.8)),
        .stroke(line((6, 9.5), (18, 9.5)), width: 1.6),
        .fill(rounded(8, 12.5, 8, 7, radius: 1.2)),
    ])

    /// A soda can: its body narrowing to the rims at top and bottom, a band of label.
    static let can = IconDrawing([
        .stroke(polygon([(8, 2.8), (16, 2.8), (18, 5.8), (18, 18.8), (16, 21.5), (8, 21.5), (6, 18.8), (6, 5.8)]), width: 2),
        .stroke(line((6.8, 5.8), (17.2, 5.8)), width: 1.5),
        .stroke(line((6.8, 18.8), (17.2, 18.8)), width: 1.5),
        .fill(rounded(7.6, 9, 8.8, 6.8, radius: 1)),
    ])
}
