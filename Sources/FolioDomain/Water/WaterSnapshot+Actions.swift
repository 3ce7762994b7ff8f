extension WaterSnapshot {
    mutating func logDrink(_ kind: DrinkKind, volumeMl: Int) throws(WaterActionError) {
        guard (1...Drink.maxVolumeMl).contains(volumeMl) else { throw .invalidVolume(volumeMl) }
        guard drinks.count < WaterSnapshot.maxDrinks else { throw .tooManyDrinks(limit: WaterSnapshot.maxDrinks) }
        let id = UniqueID.make(from: "", fallback: "drink", taken: Set(drinks.map(\.id)))
        drinks.append(Drink(id: id, kind: kind, volumeMl: volumeMl, drunkAt: now))
    }

    mutating func undoLastDrink() throws(WaterActionError) {
        // The latest of today's drinks; among drinks at the same minute, the one logged last.
        let todays = drinks.indices.filter { drinks[$0].drunkAt.date == date }
        guard let last = todays.max(by: { (drinks[$0].drunkAt, $0) < (drinks[$1].drunkAt, $1) }) else { throw .nothingToUndo }
        drinks.remove(at: last)
    }

    mutating func removeDrink(_ id: String) throws(WaterActionError) {
        guard let index = drinks.firstIndex(where: { $0.id == id }) else { throw .unknownDrink(id: id) }
        drinks.remove(at: index)
    }

    mutating func joinChallenge(_ id: String) throws(WaterActionError) {
        let index = try challengeIndex(id)
        let state = progress(of: challenges[index]).state
        guard state == .available else { throw .challengeNotAvailable(id: id, state: state) }
        challenges[index].joinedOn = date
    }

    private func challengeIndex(_ id: String) throws(WaterActionError) -> Int {
        guard let index = challenges.firstIndex(where: { $0.id == id }) else { throw .unknownChallenge(id: id) }
        return index
    }
}
