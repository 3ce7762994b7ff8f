import FolioAppsTestSupport
import FolioDomain
import FolioTestSupport
@testable import FolioApps

/// Each app's test fixture: default and stress snapshots, layout on a device, lint, its screens
/// and flows (see ``AppFixture``).
enum Fixtures {
    static let water = AppFixture(.water, WaterSnapshot.self)
    static let recipe = AppFixture(.recipe, RecipeSnapshot.self)
    static let budget = AppFixture(.budget, BudgetSnapshot.self)
}
