/// One request's state between libmicrohttpd's callbacks: made when the request line arrives,
/// freed when libmicrohttpd reports the request completed (also when the client went away).
///
/// Only the connection's worker thread touches it, one callback at a time.
final class RequestState {
    /// The request target exactly as sent (path and query, still encoded).
    let target: String
    let startedAt = ContinuousClock.now
    /// Set by the first access-handler call, when the headers are complete.
    var headersComplete = false
    var body: [UInt8] = []
    /// The body outgrew `maxBodyBytes`; the rest is discarded and the answer is 413.
    var bodyTooLarge = false
    /// Bytes dropped after the body outgrew the limit.
    var discardedBytes = 0
    /// A response has been queued.
    var answered = false

    init(target: String) { self.target = target }
}
