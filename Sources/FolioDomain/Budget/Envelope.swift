import FolioCore

/// One envelope: a budget that starts again on its rhythm. What is spent and what is left are not
/// stored: they are computed from the spends, refunds and transfers in its current period.
public struct Envelope: Hashable, Sendable, Identifiable {
    /// Unique among envelopes.
    public var id: String
    /// Its name ("Groceries"), any script.
    public var name: String
    /// Its block's colour.
    public var color: EnvelopeColor
    /// Its block's symbol.
    public var icon: EnvelopeIcon
    /// What it holds each period (zero or more).
    public var budget: Money
    /// When it starts again.
    public var rhythm: BudgetRhythm
    /// Whether it is put away: archived envelopes keep their history but take no new spends and
    /// count in no totals.
    public var archived: Bool

    /// An envelope from its parts.
    public init(id: String, name: String, color: EnvelopeColor, icon: EnvelopeIcon, budget: Money, rhythm: BudgetRhythm,
                archived: Bool = false) {
        self.id = id
        self.name = name
        self.color = color
        self.icon = icon
        self.budget = budget
        self.rhythm = rhythm
        self.archived = archived
    }

    /// The envelope on `rhythm`, its budget converted to hold the same money a year: $600 a
    /// month becomes $138.46 a week (× 12 / 52, rounded to the nearest cent, halves away from
    /// zero). Its current period follows the new rhythm at once, counting the spends, refunds and
    /// transfers dated in that period, as every period does.
    /// - Throws: `BudgetActionError.overflow` when the converted budget does not fit.
    public func rescheduled(_ rhythm: BudgetRhythm) throws(BudgetActionError) -> Envelope {
        var next = self
        next.rhythm = rhythm
        guard rhythm.every != self.rhythm.every else { return next }
        do {
            next.budget = try budget.scaled(by: self.rhythm.every.perYear, over: rhythm.every.perYear)
        } catch {
            throw .overflow
        }
        return next
    }

    /// The limits on an envelope's name.
    static let nameRule = TextRule(noun: "a name", maxLength: 200)

    /// Reads an envelope; its id, once read, goes into `ids` even when another member is broken,
    /// so the spends that name it are still checked.
    static func read(_ node: JSONNode, currency: Currency?, ids: IDCollector) -> Envelope? {
        node.object { o in
            let id = o["id"].identifier()
            if let id { ids.ids.insert(id) }
            let name = o["name"].text(nameRule)
            let color = o["color"].choice(EnvelopeColor.self)
            let icon = o["icon"].choice(EnvelopeIcon.self)
            let code = o["currency"].currencyCode()
            let budget = o["budget"].amount(currency, .nonNegative)
            let rhythm = BudgetRhythm.read(o["rhythm"])
            let archived = o.optional("archived").map { $0.boolean() } ?? false
            if let sink = o.sink, let code, let currency, code != currency.code {
                sink.report(o.node.path["currency"], expected: "\"\(currency.code)\", the snapshot's currency", found: "\"\(code)\"")
            }
            guard let id, let name, let color, let icon, code != nil, let budget, let rhythm, let archived else { return nil }
            return Envelope(id: id, name: name, color: color, icon: icon, budget: budget, rhythm: rhythm, archived: archived)
        }
    }
}

/// The ids read so far from a list, whether or not the rest of their element could be read.
final class IDCollector {
    var ids: Set<String> = []
}

extension BudgetRhythm {
    static func read(_ node: JSONNode) -> BudgetRhythm? {
        node.object { o in
            let every = o["every"].choice(Every.self)
            let day = o["resetDay"].integer(1...31, "a reset day")
            let month = o.optional("resetMonth")?.integer(1...12, "a reset month")
            guard let every, let day else { return nil }
            guard let rhythm = BudgetRhythm(every, resetDay: day, resetMonth: month) else {
                o.sink?.report(o.node.path[every == .yearly && month == nil ? "resetMonth" : "resetDay"],
                               expected: Self.expected(every), found: "\(day)" + (month.map { " in month \($0)" } ?? ""))
                return nil
            }
            return rhythm
        }
    }

    private static func expected(_ every: Every) -> String {
        switch every {
        case .weekly, .fortnightly: "a weekday 1…7 (1 is Monday) and no resetMonth"
        case .monthly: "a day of the month 1…31 and no resetMonth"
        case .yearly: "a resetMonth 1…12 and a resetDay that exists in it"
        }
    }
}

extension JSONNode {
    /// A currency code from the table ("USD").
    func currencyCode() -> String? {
        let codes = Currency.table.map(\.code)
        return leaf(expected: "one of the currency codes " + codes.joined(separator: ", "),
                    schema: ["type": .string("string"), "enum": .array(codes.map(JSONValue.string))]) { value in
            guard case .string(let s) = value, Currency(code: s) != nil else { return .mismatch() }
            return .value(s)
        }
    }
}
