import Basics
import CMicroHTTPD

/// A connection parked while its request is answered away from the worker (on the expensive-work
/// pool, or by an `AsyncResponder`'s task); resuming it hands the response to the worker, which
/// queues it when libmicrohttpd calls back.
struct SuspendedConnection: @unchecked Sendable {  // safe: the connection is suspended meanwhile
    let connection: OpaquePointer
    /// The request state's `finished`.
    let finished: Locked<Response?>

    func resume(with response: Response) {
        finished.withLock { $0 = response }
        MHD_resume_connection(connection)
    }
}
