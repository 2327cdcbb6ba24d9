import MealLog
import Terminal

/// The exit code for each way a command can end (the same table as `til`'s).
enum ExitStatus {
    static func code(for alert: MealAlert) -> ExitCode {
        switch alert.cause {
        case .input: .failure
        case .nothingFound: .notFound
        case .failure(let kind): code(for: kind)
        }
    }

    static func code(for kind: MealStoreError.Kind) -> ExitCode {
        switch kind {
        case .rejected, .other: .failure
        case .notFound: .notFound
        case .authentication: .authentication
        case .unavailable: .unavailable
        }
    }
}
