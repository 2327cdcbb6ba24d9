import Basics

extension Request {
    /// Whether the client is on this machine: its address is a loopback one, or the request was
    /// made in-process (it has none). What a server does only for such clients (reach this machine's
    /// other services on their behalf) depends on it.
    public var isFromThisMachine: Bool { remoteAddress.map(Loopback.isLoopback(host:)) ?? true }
}
