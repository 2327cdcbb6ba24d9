import Basics

/// Why a tool's context could not be made for a command line, reported once by the entry point.
public enum StartFailure: Error, Sendable {
    /// The command line does not make sense (an option's value out of range): exit 2.
    case usage(UsageError)
    /// A setting cannot be used (a malformed URL, no token): exit by the alert's kind.
    case setting(Alert)
}
