import TILBrowser
import TILClient
import Terminal

/// The exit code for each way a command can end.
enum ExitStatus {
    static func code(for alert: ErrorAlert) -> ExitCode {
        switch alert.cause {
        case .input: .failure
        case .failure(let kind): code(for: kind)
        }
    }

    static func code(for kind: TILError.Kind) -> ExitCode {
        switch kind {
        case .validation, .other, .cancelled: .failure
        case .notFound: .notFound
        case .notAuthenticated: .authentication
        case .server, .network: .unavailable
        }
    }
}
