extension Int {
    /// `value` written with at least `width` digits in base `radix`, zero-padded: "2026-W05", a
    /// PDF cross-reference offset, an octal escape.
    public static func padded(_ value: Int, _ width: Int, radix: Int = 10) -> String {
        let digits = String(value, radix: radix)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
