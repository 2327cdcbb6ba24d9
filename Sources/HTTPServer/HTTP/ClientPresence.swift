import CMicroHTTPD

/// Whether the client that sent a request is still connected: asked by a handler that works for a
/// long time, so it can stop once nobody waits for its answer.
///
/// libmicrohttpd does not watch a connection while its request is being answered (the worker is
/// busy with it, or the connection is suspended), so the server asks the socket itself: a peer that
/// closed or reset the connection has gone. A client that only half-closes after its request, or
/// closes with another request still unread behind this one, is not noticed until later.
public struct ClientPresence: Sendable {
    /// The connection's socket; `nil` when the request was not received from the network.
    private let socket: Int32?

    /// A request not received from the network (made in a test, or by another program in-process):
    /// its client never goes away.
    public static let unknown = ClientPresence(socket: nil)

    /// The client on the other end of the connected `socket`.
    public init(socket: Int32?) { self.socket = socket }

    /// Whether the client has closed its connection. A system call (`poll`, without waiting): ask
    /// it now and then, not for every small step.
    public var hasGone: Bool {
        guard let socket else { return false }
        return courier_socket_peer_closed(socket) != 0
    }
}
