import Basics

/// The planner's own settings, read the same way by `planner` and by courier-web.
public enum PlannerSettings {
    /// `PLANNER_BASE_ID`, else the base `scripts/up` serves.
    public static func baseID(_ environment: [String: String]) -> String {
        environment["PLANNER_BASE_ID"]?.trimmed.nonEmpty ?? PlannerSchema.defaultBaseID
    }

    /// `PLANNER_CURRENCY`: what fees are shown in (`€`, `EUR`), chosen once; else none.
    public static func currency(_ environment: [String: String]) -> String? {
        environment["PLANNER_CURRENCY"]?.trimmed.nonEmpty
    }
}
