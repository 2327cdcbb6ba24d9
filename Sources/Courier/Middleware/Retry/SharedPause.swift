/// The shared pause a request is subject to: the ``RequestPauses`` of the ``RetryMiddleware`` it
/// passes through, and its key there.
///
/// The retry middleware stamps it on the request (``RequestOptions``) before sending it on, so
/// middleware further in that hold a request back (``RateLimitMiddleware``) honour a penalty that
/// began while the request waited with them, instead of sending it during the penalty.
struct SharedPause: Sendable, Hashable {
    let pauses: RequestPauses
    let key: String

    static func == (lhs: SharedPause, rhs: SharedPause) -> Bool {
        lhs.pauses === rhs.pauses && lhs.key == rhs.key
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(pauses))
        hasher.combine(key)
    }
}
