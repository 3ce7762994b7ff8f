/// Budget Envelopes' words, each looked up by its English text in `Templates/strings/budget.xcstrings`
/// for the locale the render was asked for. Envelope names and spend notes come from the snapshot and
/// are never keys: they are arguments, or drawn as they are.
let budgetStrings = AppStrings(app: "budget")
