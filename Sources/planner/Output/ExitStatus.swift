import Planner
import Terminal

/// The exit code for each kind of failure (the same codes as `til`).
enum ExitStatus {
    static func code(for kind: PlannerError.Kind) -> ExitCode {
        switch kind {
        case .invalidInput, .rejected: .failure
        case .notFound: .notFound
        case .authentication: .authentication
        case .unavailable: .unavailable
        }
    }
}
