import FolioAppsTestSupport
import FolioDomain
import FolioTestSupport
@testable import FolioApps

extension AppFixture where Snapshot == WaterSnapshot {
    /// The bundled day with its goal met, as the "goal met" stories show it: a glass of water
    /// logged at 18:40 on top of the 1,825 ml so far, 2,075 ml in all.
    func goalMetDay() throws -> WaterSnapshot {
        try WaterStoryStates.goalMet(try snapshot())
    }
}
