/// A list as a sentence says it: "pet", "pet or water", "pet, water or recipe".
func spelledList(_ items: [String], _ conjunction: String = "or") -> String {
    guard let last = items.last else { return "" }
    let rest = items.dropLast()
    return rest.isEmpty ? last : "\(rest.joined(separator: ", ")) \(conjunction) \(last)"
}
