/// Why a transport could not deliver a complete response.
public struct TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of failure, for code that decides what to do next (retry, report, give up).
    public enum Kind: Sendable, Hashable {
        /// No response within the request's timeout.
        case timedOut
        /// The connection could not be made (refused, unreachable, DNS failure).
        case cannotConnect
        /// The connection dropped before the response was complete (reset, truncated body).
        case connectionLost
        /// The TLS handshake or certificate check failed.
        case tls
        /// The task was cancelled.
        case cancelled
        /// The response was larger than the transport accepts.
        case responseTooLarge
        /// Anything else the underlying library reported.
        case other
    }

    public var kind: Kind
    /// What the underlying library said, for people (for example curl's error buffer).
    public var message: String

    public init(_ kind: Kind, _ message: String = "") {
        self.kind = kind
        self.message = message
    }

    /// Whether sending the same request again might succeed.
    public var isTransient: Bool {
        switch kind {
        case .timedOut, .cannotConnect, .connectionLost: true
        case .tls, .cancelled, .responseTooLarge, .other: false
        }
    }

    public var description: String {
        let what: String =
            switch kind {
            case .timedOut: "timed out"
            case .cannotConnect: "could not connect"
            case .connectionLost: "connection lost"
            case .tls: "TLS failure"
            case .cancelled: "cancelled"
            case .responseTooLarge: "response too large"
            case .other: "transport failure"
            }
        return message.isEmpty ? what : "\(what): \(message)"
    }
}
