extension BudgetSnapshot {
    /// The first amount at which the snapshot's money stops fitting in 64-bit minor units, with the
    /// path of that amount; nil when it all fits.
    ///
    /// Every total the app shows (an envelope's standing, the month, the week, what was moved, the
    /// sums over envelopes) adds some of these amounts with signs, so when the sum of all of their
    /// magnitudes fits, none of those totals can overflow. A transfer counts twice: out of one
    /// envelope and into another.
    func firstUnsummableAmount() -> JSONPath? {
        var total: UInt64 = 0
        func add(_ money: Money, times: UInt64 = 1) -> Bool {
            let (product, o1) = money.minorUnits.magnitude.multipliedReportingOverflow(by: times)
            let (sum, o2) = total.addingReportingOverflow(product)
            total = sum
            return !o1 && !o2 && sum <= UInt64(Int64.max)
        }
        let path = JSONPath.root
        for (i, envelope) in envelopes.enumerated() where !add(envelope.budget) { return path["envelopes"][i]["budget"] }
        for (i, spend) in spends.enumerated() where !add(spend.amount) { return path["spends"][i]["amount"] }
        for (i, refund) in refunds.enumerated() where !add(refund.amount) { return path["refunds"][i]["amount"] }
        for (i, transfer) in transfers.enumerated() where !add(transfer.amount, times: 2) { return path["transfers"][i]["amount"] }
        return nil
    }
}
