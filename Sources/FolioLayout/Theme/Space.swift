/// The spacing scale in points: paddings, stack spacings and gaps come from here.
public enum Space {
    /// 4 pt: between an icon and its label in a tight chip.
    public static let xxs = 4.0
    /// 8 pt: the default stack spacing.
    public static let xs = 8.0
    /// 12 pt: between lines of a card.
    public static let sm = 12.0
    /// 16 pt: a card's padding, between cards.
    public static let md = 16.0
    /// 20 pt: a screen's side margins.
    public static let lg = 20.0
    /// 24 pt: between sections.
    public static let xl = 24.0
    /// 32 pt: above a screen's header, around hero content.
    public static let xxl = 32.0
}
