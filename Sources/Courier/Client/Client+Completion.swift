import Dispatch

/// A handle to an in-flight request started with a completion handler.
public struct Cancellable: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) { self.task = task }

    /// Aborts the request; the completion then receives a cancellation error.
    public func cancel() { task.cancel() }
}

extension Client {
    /// Sends a request and calls `completion` on `queue` with the result, for callers written in
    /// completion-handler style.
    @discardableResult
    public func send<Response: Sendable>(
        _ request: Request<Response>, on queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Response, CourierError>) -> Void
    ) -> Cancellable {
        Cancellable(
            Task {
                let result: Result<Response, CourierError>
                do throws(CourierError) {
                    result = .success(try await send(request))
                } catch {
                    result = .failure(error)
                }
                queue.async { completion(result) }
            })
    }
}
