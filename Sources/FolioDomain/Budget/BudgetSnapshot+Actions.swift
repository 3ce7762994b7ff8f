extension BudgetSnapshot {
    mutating func addExpense(_ id: String, amount: Money, note: String) throws(BudgetActionError) {
        _ = try activeIndex(id)
        try check(amount, positive: true)
        let note = try checkText(note, Spend.noteRule)
        guard spends.count < BudgetSnapshot.maxSpends else { throw .tooMany(limit: BudgetSnapshot.maxSpends) }
        let taken = Set(spends.map(\.id) + refunds.map(\.id))
        let spendID = UniqueID.make(from: note, fallback: "spend", taken: taken)
        spends.append(Spend(id: spendID, envelope: id, amount: amount, note: note, at: now))
    }

    mutating func deleteSpend(_ id: String) throws(BudgetActionError) {
        if let index = spends.firstIndex(where: { $0.id == id }) {
            spends.remove(at: index)
        } else if let index = refunds.firstIndex(where: { $0.id == id }) {
            refunds.remove(at: index)
        } else {
            throw .unknownSpend(id: id)
        }
    }

    mutating func editEnvelope(_ id: String, name: String?, color: EnvelopeColor?, budget: Money?) throws(BudgetActionError) {
        let index = try envelopeIndex(id)
        if let name {
            envelopes[index].name = try checkText(name, Envelope.nameRule)
        }
        if let color { envelopes[index].color = color }
        if let budget {
            try check(budget, positive: false)
            envelopes[index].budget = budget
        }
    }

    mutating func createBudget(name: String, color: EnvelopeColor, icon: EnvelopeIcon, budget: Money,
                               rhythm: BudgetRhythm) throws(BudgetActionError) {
        let name = try checkText(name, Envelope.nameRule)
        try check(budget, positive: false)
        guard envelopes.count < BudgetSnapshot.maxEnvelopes else { throw .tooMany(limit: BudgetSnapshot.maxEnvelopes) }
        let id = UniqueID.make(from: name, fallback: "envelope", taken: Set(envelopes.map(\.id)))
        envelopes.append(Envelope(id: id, name: name, color: color, icon: icon, budget: budget, rhythm: rhythm))
    }

    mutating func setRhythm(_ id: String, _ rhythm: BudgetRhythm) throws(BudgetActionError) {
        let index = try envelopeIndex(id)
        envelopes[index] = try envelopes[index].rescheduled(rhythm)
    }

    mutating func transfer(from: String, to: String, amount: Money) throws(BudgetActionError) {
        guard from != to else { throw .sameEnvelope(id: from) }
        let source = try activeIndex(from)
        _ = try activeIndex(to)
        try check(amount, positive: true)
        let left = status(of: envelopes[source]).left
        guard allowsOverdraw || left >= amount else { throw .overdraw(id: from, left: left, amount: amount) }
        guard transfers.count < BudgetSnapshot.maxSpends else { throw .tooMany(limit: BudgetSnapshot.maxSpends) }
        let id = UniqueID.make(from: "\(from)-to-\(to)", fallback: "transfer", taken: Set(transfers.map(\.id)))
        transfers.append(Transfer(id: id, from: from, to: to, amount: amount, date: date))
    }

    private func envelopeIndex(_ id: String) throws(BudgetActionError) -> Int {
        guard let index = envelopes.firstIndex(where: { $0.id == id }) else { throw .unknownEnvelope(id: id) }
        return index
    }

    private func activeIndex(_ id: String) throws(BudgetActionError) -> Int {
        let index = try envelopeIndex(id)
        guard !envelopes[index].archived else { throw .archivedEnvelope(id: id) }
        return index
    }

    private func check(_ amount: Money, positive: Bool) throws(BudgetActionError) {
        guard amount.currency == currency else { throw .currencyMismatch(expected: currency.code, found: amount.currency.code) }
        guard positive ? amount.minorUnits > 0 : !amount.isNegative else { throw .invalidAmount(amount) }
    }

    /// `text` as kept once `rule` accepts it.
    private func checkText(_ text: String, _ rule: TextRule) throws(BudgetActionError) -> String {
        if let problem = rule.problem(with: text) { throw .invalidText(problem) }
        return rule.accepted(text)
    }
}
