import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s own session: receives the bodies of its data and
/// upload tasks as they arrive, so a body over its limit is refused while it comes in (its task is
/// cancelled, at once when `Content-Length` says so) rather than once all of it is in memory.
///
/// A download's 2xx body is written to its ``DownloadFile`` as it arrives, as libcurl's write
/// callback does: a failed or cancelled download leaves nothing behind, or, when resumable, keeps
/// its bytes for the next attempt. (A download task would leave its partial file in the temporary
/// folder on Linux, where swift-corelibs-foundation never hands it over.)
final class URLSessionReceiver: NSObject, URLSessionDataDelegate, Sendable {
    /// One task's body so far, and where its outcome goes.
    private final class Transfer {
        let limit: Int
        let continuation: CheckedContinuation<DataTaskOutcome, Never>
        /// The request's options when its 2xx body goes to a file.
        let download: RequestOptions?
        var data = Data()
        var response: URLResponse?
        var tooLarge = false
        /// Where a download's 2xx body is going, once its response is in.
        var file: DownloadFile?
        /// Why the download's file could not take the body.
        var failure: TransportError?

        init(limit: Int, download: RequestOptions?, continuation: CheckedContinuation<DataTaskOutcome, Never>)
        {
            self.limit = limit
            self.download = download
            self.continuation = continuation
        }

        /// Opens the file a download's body goes to, once `response` is in; `false` when the task
        /// must stop (the body is announced as larger than a limit, or the file cannot be made).
        func accept(_ response: URLResponse) -> Bool {
            self.response = response
            if let download, let http = response as? HTTPURLResponse {
                do throws(TransportError) {
                    file = try DownloadFile.opened(
                        status: http.statusCode, headers: DataTaskOutcome.headers(of: http), for: download)
                    if let file, response.expectedContentLength >= 0 {
                        try file.checkLimit(adding: Int(response.expectedContentLength))
                    }
                } catch {
                    failure = error
                    return false
                }
                if file != nil { return true }
            }
            guard response.expectedContentLength <= Int64(limit) else {
                tooLarge = true
                return false
            }
            return true
        }

        /// Takes a piece of the body; `false` when the task must stop.
        func take(_ bytes: Data) -> Bool {
            guard failure == nil, !tooLarge else { return true }
            if let file {
                do throws(TransportError) { try file.write(bytes) } catch {
                    failure = error
                    return false
                }
                return true
            }
            guard data.count + bytes.count <= limit else {
                tooLarge = true
                data = Data()
                return false
            }
            data.append(bytes)
            return true
        }

        /// The task's outcome once it has ended: a download's file is put in place if the task
        /// succeeded, and otherwise discarded (or kept, for a resumable download to continue).
        func outcome(response fallback: URLResponse?, error: (any Error)?) -> DataTaskOutcome {
            defer { file?.discard() }
            if let failure { return DataTaskOutcome(failure: failure) }
            guard !tooLarge else { return DataTaskOutcome(failure: .bodyOverLimit(limit)) }
            var outcome = DataTaskOutcome(data: data, response: response ?? fallback, error: error)
            guard error == nil, let file else { return outcome }
            do throws(TransportError) {
                outcome.bodyFile = try file.commit()
            } catch {
                outcome.failure = error
            }
            return outcome
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

    /// Delivers `task`'s outcome to `continuation` when it completes; a body kept in memory may
    /// have `limit` bytes, and a redirect is followed only when `followsRedirects`. With `download`
    /// options (a ``RequestOptions/downloadDestination``), a 2xx body goes to that file instead.
    func receive(
        _ task: URLSessionTask, limit: Int, followsRedirects: Bool, download: RequestOptions?,
        continuation: CheckedContinuation<DataTaskOutcome, Never>
    ) {
        tasks.withLock {
            $0.transfers[task.taskIdentifier] = Transfer(
                limit: limit, download: download, continuation: continuation)
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
            !URLOrigin.same(from, to)
        {
            for name in Redirect.credentialHeaders { following.setValue(nil, forHTTPHeaderField: name) }
        }
        completionHandler(following)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed = tasks.withLock { $0.transfers[dataTask.taskIdentifier]?.accept(response) ?? true }
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let taken = tasks.withLock { $0.transfers[dataTask.taskIdentifier]?.take(data) ?? true }
        if !taken { Self.cancelQueue.async { dataTask.cancel() } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let outcome = tasks.withLock {
            _ = $0.refusingRedirects.remove(task.taskIdentifier)
            return $0.transfers.removeValue(forKey: task.taskIdentifier).map {
                ($0.continuation, $0.outcome(response: task.response, error: error))
            }
        }
        guard let (continuation, result) = outcome else { return }
        continuation.resume(returning: result)
    }
}
