extension AppStrings {
    /// The weekly report's own words (`Templates/strings/report.xcstrings`): its template's copy,
    /// its formats' joining words and its shared bindings' labels. The apps' chapters use their own.
    public static let report = AppStrings(app: "report")
}
