import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Connects a Swift task's cancellation to its `URLSessionTask` without calling `cancel()` inside
/// the cancellation handler: `cancelSoon()` hops to a serial queue first (swift-corelibs-foundation
/// #5412: `URLSessionTask.cancel()` runs synchronously on the session's work queue and can deadlock
/// when called from `onCancel`). Whichever comes first, starting or cancelling, the other sees it,
/// and a task is resumed from the same queue (``start(_:)``).
final class URLSessionCancellation: Sendable {
    private enum State {
        case waiting
        case started(URLSessionTask)
        case cancelled
    }

    private let state = Locked(State.waiting)
    private static let queue = DispatchQueue(label: "courier.urlsession.cancel")

    /// Records the task and resumes it from the cancellation queue; `false` if cancellation came
    /// first (it is not started).
    ///
    /// `resume()` is not called on the caller's thread: swift-corelibs-foundation runs it on the
    /// session's work queue with `DispatchQueue.sync`, which would hold a thread of Swift's
    /// cooperative pool (a small machine has two) for as long as the session is busy with other
    /// transfers. On the cancellation queue it also comes before any cancel asked for after it.
    func start(_ task: URLSessionTask) -> Bool {
        let installed = state.withLock {
            guard case .waiting = $0 else { return false }
            $0 = .started(task)
            return true
        }
        if installed { Self.queue.async { task.resume() } }
        return installed
    }

    /// Cancels the task (or prevents its start) from the cancellation queue.
    func cancelSoon() {
        Self.queue.async {
            let task = self.state.withLock { state -> URLSessionTask? in
                defer { state = .cancelled }
                guard case .started(let task) = state else { return nil }
                return task
            }
            task?.cancel()
        }
    }
}
