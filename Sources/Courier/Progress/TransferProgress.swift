/// How far one HTTP exchange has got: request body bytes sent, response body bytes received.
///
/// A transport reports it to the request's ``ProgressObserver`` (see ``Request/onProgress(_:)``).
/// ``CurlTransport`` counts bytes as they cross the wire, so a compressed response counts its
/// compressed bytes against its `Content-Length`; the other transports report once, when the
/// exchange is complete, with the body sizes they saw.
public struct TransferProgress: Sendable, Hashable {
    /// Bytes of the request body sent so far.
    public var bytesSent: Int
    /// The size of the request body (0 when there is none).
    public var bytesExpectedToSend: Int
    /// Bytes of the response body received so far.
    public var bytesReceived: Int
    /// The response body's size, once the response's `Content-Length` has announced it.
    public var bytesExpectedToReceive: Int?

    public init(bytesSent: Int, bytesExpectedToSend: Int, bytesReceived: Int, bytesExpectedToReceive: Int?) {
        self.bytesSent = bytesSent
        self.bytesExpectedToSend = bytesExpectedToSend
        self.bytesReceived = bytesReceived
        self.bytesExpectedToReceive = bytesExpectedToReceive
    }

    /// The report for a finished exchange: everything sent and everything received.
    public static func completed(sent: Int, received: Int) -> TransferProgress {
        TransferProgress(
            bytesSent: sent, bytesExpectedToSend: sent, bytesReceived: received,
            bytesExpectedToReceive: received)
    }

    /// The share of the request body sent, from 0 to 1 (1 when there is no body).
    public var fractionSent: Double {
        bytesExpectedToSend > 0 ? Swift.min(1, Double(bytesSent) / Double(bytesExpectedToSend)) : 1
    }

    /// The share of the response body received, from 0 to 1; `nil` while its size is unknown.
    public var fractionReceived: Double? {
        guard let expected = bytesExpectedToReceive else { return nil }
        return expected > 0 ? Swift.min(1, Double(bytesReceived) / Double(expected)) : 1
    }
}
