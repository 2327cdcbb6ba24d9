import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s own session: receives the bodies of its data and
/// upload tasks as they arrive, so a body over its limit is refused while it comes in (its task is
/// cancelled, at once when `Content-Length` says so) rather than once all of it is in memory.
final class URLSessionReceiver: NSObject, URLSessionDataDelegate, Sendable {
    /// One task's body so far, and where its outcome goes.
    private final class Transfer {
        let limit: Int
        let continuation: CheckedContinuation<DataTaskOutcome, Never>
        var data = Data()
        var response: URLResponse?
        var tooLarge = false

        init(limit: Int, continuation: CheckedContinuation<DataTaskOutcome, Never>) {
            self.limit = limit
            self.continuation = continuation
        }
    }

    /// The tasks in progress, by task identifier.
    private struct Tasks {
        var transfers: [Int: Transfer] = [:]
        /// The tasks whose redirects are refused (``RequestOptions/followsRedirects``).
        var refusingRedirects: Set<Int> = []
    }

    private let tasks = Locked(Tasks())
    /// Cancels tasks off the delegate's queue (see ``URLSessionCancellation``).
    private static let cancelQueue = DispatchQueue(label: "courier.urlsession.receiver")

    /// Delivers `task`'s outcome to `continuation` when it completes; its body may have `limit`
    /// bytes, and a redirect is followed only when `followsRedirects`.
    func receive(
        _ task: URLSessionTask, limit: Int, followsRedirects: Bool,
        continuation: CheckedContinuation<DataTaskOutcome, Never>
    ) {
        tasks.withLock {
            $0.transfers[task.taskIdentifier] = Transfer(limit: limit, continuation: continuation)
            if !followsRedirects { $0.refusingRedirects.insert(task.taskIdentifier) }
        }
    }

    /// Forgets a task that was never started, leaving its continuation to the caller.
    func forget(_ task: URLSessionTask) {
        tasks.withLock {
            _ = $0.transfers.removeValue(forKey: task.taskIdentifier)
            _ = $0.refusingRedirects.remove(task.taskIdentifier)
        }
    }

    /// A redirect the task refuses ends it with the `3xx` as its response. One it follows to
    /// another origin goes without the caller's credentials (``Redirect/credentialHeaders``), as
    /// libcurl's: Foundation would send them on.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let refuses = tasks.withLock { $0.refusingRedirects.contains(task.taskIdentifier) }
        guard !refuses else { return completionHandler(nil) }
        var following = request
        if let from = response.url ?? task.currentRequest?.url, let to = request.url,
            Origin(from) != Origin(to)
        {
            for name in Redirect.credentialHeaders { following.setValue(nil, forHTTPHeaderField: name) }
        }
        completionHandler(following)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed = tasks.withLock { tasks -> Bool in
            guard let transfer = tasks.transfers[dataTask.taskIdentifier] else { return true }
            transfer.response = response
            guard response.expectedContentLength <= Int64(transfer.limit) else {
                transfer.tooLarge = true
                return false
            }
            return true
        }
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = tasks.withLock { tasks -> Bool in
            guard let transfer = tasks.transfers[dataTask.taskIdentifier], !transfer.tooLarge else {
                return false
            }
            guard transfer.data.count + data.count <= transfer.limit else {
                transfer.tooLarge = true
                transfer.data = Data()
                return true
            }
            transfer.data.append(data)
            return false
        }
        if overLimit { Self.cancelQueue.async { dataTask.cancel() } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = tasks.withLock {
            _ = $0.refusingRedirects.remove(task.taskIdentifier)
            return $0.transfers.removeValue(forKey: task.taskIdentifier)
        }
        guard let transfer else { return }
        guard !transfer.tooLarge else {
            return transfer.continuation.resume(
                returning: DataTaskOutcome(failure: .bodyOverLimit(transfer.limit)))
        }
        transfer.continuation.resume(
            returning: DataTaskOutcome(
                data: transfer.data, response: transfer.response ?? task.response, error: error))
    }
}
