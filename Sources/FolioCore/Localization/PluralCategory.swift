/// A CLDR plural category: the form of a word a count selects (English has one and other; Arabic
/// all six). The names are the keys of a String Catalog's plural variations.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}
