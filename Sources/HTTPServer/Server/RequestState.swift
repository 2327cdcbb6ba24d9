import Basics

/// One request's state between libmicrohttpd's callbacks: made when the request line arrives,
/// freed when libmicrohttpd reports the request completed (also when the client went away).
///
/// Only the connection's worker thread touches it, one callback at a time, except `finished`, which
/// the expensive-work pool or an awaited answer fills in while the connection is suspended.
final class RequestState {
    /// The request target exactly as sent (path and query, still encoded).
    let target: String
    let startedAt = ContinuousClock.now
    /// What is wrong with the request line (a bare LF end, a NUL byte in the target), refused once
    /// the headers are in.
    var requestLineProblem: String?
    /// The connection memory the head takes (``HeadFootprint``), set when the headers are complete.
    var headFootprint = 0
    /// The method, set when the headers are complete.
    var method = "?"
    /// Set by the first access-handler call, when the headers are complete.
    var headersComplete = false
    /// Method, target and headers, made when the headers arrived; the body is added at the end.
    var head: Request?
    var body: [UInt8] = []
    /// Bytes of the bodies-in-flight budget this request holds (see `ServerContext.reserveBodyBytes`).
    var reservedBodyBytes = 0
    /// Bytes of the answers-in-flight budget this request's answer holds until it is sent.
    var reservedAnswerBytes = 0
    /// The client its body counts against (``Request/remoteAddress``), set when the headers are
    /// complete.
    var client: String?
    /// The largest body this request may have (`maxBodyBytes`, less for a GET or HEAD), set when
    /// its headers are complete.
    var maxBodyBytes = Int.max
    /// The answer (a `413` or `503`) to send once the rest of a refused body is read and dropped.
    var refusal: Response?
    /// Body bytes read and dropped since the refusal.
    var discardedBodyBytes = 0
    /// The refusal is the busy `503`, given while the body was under its limit: should the body pass
    /// the limit after all, the `413` is the answer (sent again, it would fail again).
    var refusedAsBusy = false
    /// The body's bytes when it was refused as busy (kept, with this chunk), so that those dropped
    /// after count towards its limit.
    var refusedAtBodyBytes = 0
    /// The client asked for the connection to be closed after the answer (`Connection: close`, or
    /// HTTP/1.0 without `keep-alive`), set when the headers are complete.
    var clientClosesAfterAnswer = false
    /// A response has been queued (or handed to the expensive-work pool).
    var answered = false
    /// Where the expensive-work pool or an awaited answer leaves its response, queued when
    /// libmicrohttpd resumes the connection; made when the request is handed over.
    var finished: Locked<Response?>?

    init(target: String) { self.target = target }
}
