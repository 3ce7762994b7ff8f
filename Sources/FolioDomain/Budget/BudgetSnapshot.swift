import FolioCore

/// A person's envelope budget in Budget Envelopes (`"schema": "folio.budget/1"`): the moment of the
/// snapshot, its locale and currency, every envelope, and the spends, refunds and transfers that
/// move money in and out of them. What is spent and left is computed from those, never stored.
public struct BudgetSnapshot: AppSnapshot, Hashable {
    /// The app id, "budget".
    public static let appID = "budget"
    /// The format's schema id.
    public static let schemaID = "folio.budget/1"
    /// The app's name.
    public static let title = "Budget Envelopes"

    /// The most envelopes a snapshot holds.
    public static let maxEnvelopes = 200
    /// The most spends (and, separately, refunds and transfers) a snapshot holds.
    public static let maxSpends = 10_000

    /// Today, in the snapshot's time zone.
    public var date: LocalDate
    /// The time now, in the snapshot's time zone.
    public var time: LocalTime
    /// The time zone the date and times are in.
    public var timeZone: TimeZoneID
    /// How money is written (en-US unless the file says otherwise).
    public var locale: BudgetLocale
    /// The currency of every envelope.
    public var currency: Currency
    /// Whether a transfer may move more than the source has left (taking it over budget); when
    /// false, such a transfer is refused.
    public var allowsOverdraw: Bool
    /// The envelopes, in the person's order.
    public var envelopes: [Envelope]
    /// Money out of envelopes, none after now.
    public var spends: [Spend]
    /// Money back into envelopes, none after now.
    public var refunds: [Spend]
    /// Money moved between envelopes, none after today.
    public var transfers: [Transfer]

    /// A snapshot from its parts (not checked: use `decode` for untrusted data).
    public init(date: LocalDate, time: LocalTime, timeZone: TimeZoneID, locale: BudgetLocale = .enUS, currency: Currency,
                allowsOverdraw: Bool = false, envelopes: [Envelope], spends: [Spend], refunds: [Spend] = [],
                transfers: [Transfer] = []) {
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.locale = locale
        self.currency = currency
        self.allowsOverdraw = allowsOverdraw
        self.envelopes = envelopes
        self.spends = spends
        self.refunds = refunds
        self.transfers = transfers
    }

    /// Reads and checks a snapshot from JSON text, reporting every problem with its path.
    public static func decode(_ text: String, file: String) throws(SnapshotError) -> BudgetSnapshot {
        try SnapshotCodec.decode(text, file: file, as: BudgetSnapshot.self)
    }

    /// The JSON Schema of the format, recorded from the reader.
    public static var jsonSchema: JSONValue { SnapshotCodec.schema(of: BudgetSnapshot.self) }

    /// The date and time now.
    public var now: LocalDateTime { LocalDateTime(date: date, time: time) }

    /// The formatter of the snapshot's locale.
    public var formatter: MoneyFormatter { MoneyFormatter(locale) }

    /// The envelopes not archived, in order.
    public var activeEnvelopes: [Envelope] { envelopes.filter { !$0.archived } }

    /// The envelope `id`, if any.
    public func envelope(_ id: String) -> Envelope? { envelopes.first { $0.id == id } }

    /// Nothing, in the snapshot's currency.
    public var zero: Money { .zero(currency) }
}
