import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Connects a Swift task's cancellation to its `URLSessionTask` without calling `cancel()` inside
/// the cancellation handler: `cancelSoon()` hops to a serial queue first (swift-corelibs-foundation
/// #5412: `URLSessionTask.cancel()` runs synchronously on the session's work queue and can deadlock
/// when called from `onCancel`). Whichever comes first, starting or cancelling, the other sees it.
final class URLSessionCancellation: Sendable {
    private enum State {
        case waiting
        case started(URLSessionTask)
        case cancelled
    }

    private let state = Locked(State.waiting)
    private static let queue = DispatchQueue(label: "courier.urlsession.cancel")

    /// Records the task before it is resumed; `false` if cancellation came first (do not resume it).
    func install(_ task: URLSessionTask) -> Bool {
        state.withLock {
            guard case .waiting = $0 else { return false }
            $0 = .started(task)
            return true
        }
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
