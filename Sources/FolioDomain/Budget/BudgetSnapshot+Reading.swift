extension BudgetSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> BudgetSnapshot? {
        let path = JSONPath.root
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let locale = root.optional("locale").map { $0.choice(BudgetLocale.self) } ?? .enUS
        let code = root["currency"].currencyCode()
        let currency = code.flatMap { Currency(code: $0) }
        let allowsOverdraw = root.optional("allowsOverdraw").map { $0.boolean() } ?? false
        let envelopeIDs = IDCollector()
        let envelopes = root["envelopes"].elements(maxCount: maxEnvelopes) { Envelope.read($0, currency: currency, ids: envelopeIDs) }
        let spends = root["spends"].elements(maxCount: maxSpends) { Spend.read($0, kind: .spend, currency: currency) }
        let refunds = root["refunds"].elements(maxCount: maxSpends) { Spend.read($0, kind: .refund, currency: currency) }
        let transfers = root["transfers"].elements(maxCount: maxSpends) { Transfer.read($0, currency: currency) }

        if let sink = root.sink {
            sink.requireUnique(envelopes.indexed(\.id), noun: "envelope id") { path["envelopes"][$0]["id"] }
            // Spends and refunds share one space of ids: index refunds after the spends.
            let offset = 1_000_000
            let moneyIDs = spends.indexed(\.id) + refunds.indexed(\.id).map { (index: $0.index + offset, value: $0.value) }
            sink.requireUnique(moneyIDs, noun: "spend or refund id") { i in
                i >= offset ? path["refunds"][i - offset]["id"] : path["spends"][i]["id"]
            }
            sink.requireUnique(transfers.indexed(\.id), noun: "transfer id") { path["transfers"][$0]["id"] }
            // An envelope whose id could not be read names nothing, so spends naming it are reported too.
            let known = envelopeIDs.ids
            if !known.isEmpty {
                for (list, read) in [("spends", spends), ("refunds", refunds)] {
                    for (i, id) in read.indexed(\.envelope) {
                        sink.requireKnown(id, in: known, noun: "an envelope", at: path[list][i]["envelope"])
                    }
                }
                for (i, transfer) in transfers.items {
                    sink.requireKnown(transfer.from, in: known, noun: "an envelope", at: path["transfers"][i]["from"])
                    sink.requireKnown(transfer.to, in: known, noun: "an envelope", at: path["transfers"][i]["to"])
                }
            }
            if let date, let time {
                let now = LocalDateTime(date: date, time: time)
                for (list, read) in [("spends", spends), ("refunds", refunds)] {
                    for (i, at) in read.indexed(\.at) where at > now {
                        sink.report(path[list][i]["at"], expected: "a time on or before the snapshot's moment \(now)", found: "\(at), in the future")
                    }
                }
                for (i, day) in transfers.indexed(\.date) where day > date {
                    sink.report(path["transfers"][i]["date"], expected: "a day on or before the snapshot's date \(date)", found: "\(day), in the future")
                }
            }
        }
        guard let date, let time, let timeZone, let locale, let currency, let allowsOverdraw, let envelopes = envelopes.values,
              let spends = spends.values, let refunds = refunds.values, let transfers = transfers.values else { return nil }
        let snapshot = BudgetSnapshot(date: date, time: time, timeZone: timeZone, locale: locale, currency: currency,
                                      allowsOverdraw: allowsOverdraw, envelopes: envelopes, spends: spends, refunds: refunds,
                                      transfers: transfers)
        if let sink = root.sink, let broken = snapshot.firstUnsummableAmount() {
            sink.report(broken, expected: "an amount that keeps the snapshot's totals within 64-bit minor units "
                        + "(every budget, spend, refund and transfer summed)", found: "one that overflows them")
        }
        return snapshot
    }
}
