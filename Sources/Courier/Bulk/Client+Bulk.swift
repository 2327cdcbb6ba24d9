/// What a bulk send does with the requests still to go when one fails.
public enum BulkFailureHandling: Sendable {
    /// Send every request; each result stands on its own.
    case continueAll
    /// Cancel the requests in flight and send no more: their results are cancellation errors.
    case cancelRemaining
}

extension Client {
    /// Sends `requests` with at most `maxConcurrent` in flight and returns their results in input
    /// order, whatever order they completed in.
    ///
    /// <!-- example context:
    /// enum Airtable { static func record(_ id: String) -> Request<Data> { .get("\(id)") } }
    /// func example(client: Client, ids: [String]) async throws { EXAMPLE } -->
    /// ```swift
    /// let results = await client.send(ids.map(Airtable.record), maxConcurrent: 5)
    /// ```
    public func send<Response: Sendable>(
        _ requests: [Request<Response>], maxConcurrent: Int = 4, onFailure: BulkFailureHandling = .continueAll
    ) async -> [Result<Reply<Response>, CourierError>] {
        await send(count: requests.count, maxConcurrent: maxConcurrent, onFailure: onFailure) { requests[$0] }
    }

    /// Sends `count` requests as ``send(_:maxConcurrent:onFailure:)`` does, each made by `request`
    /// from its index only when it is about to start, so a long run of them is never built at once.
    func send<Response: Sendable>(
        count: Int, maxConcurrent: Int, onFailure: BulkFailureHandling,
        request makeRequest: (Int) -> Request<Response>
    ) async -> [Result<Reply<Response>, CourierError>] {
        let width = max(1, maxConcurrent)
        var results = [Result<Reply<Response>, CourierError>?](repeating: nil, count: count)
        await withTaskGroup(of: (Int, Result<Reply<Response>, CourierError>).self) { group in
            var nextIndex = 0
            var stopped = false
            func startNext() {
                guard !stopped, nextIndex < count else { return }
                let index = nextIndex
                let request = makeRequest(index)
                nextIndex += 1
                group.addTask {
                    do throws(CourierError) {
                        return (index, .success(try await reply(to: request)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for _ in 0..<width { startNext() }
            for await (index, result) in group {
                results[index] = result
                if case .failure = result, onFailure == .cancelRemaining, !stopped {
                    stopped = true
                    group.cancelAll()
                }
                startNext()
            }
        }
        return results.enumerated().map { index, result in
            result ?? .failure(notSent(makeRequest(index)))
        }
    }

    /// Sends `requests` with at most `maxConcurrent` in flight and returns their values in input
    /// order; on the first failure the rest are cancelled and that failure is thrown.
    public func sendAll<Response: Sendable>(_ requests: [Request<Response>], maxConcurrent: Int = 4)
        async throws(CourierError) -> [Response]
    {
        let results = await send(requests, maxConcurrent: maxConcurrent, onFailure: .cancelRemaining)
        if let failure = results.lazy.compactMap({ $0.failure }).first(where: { !$0.isCancelled })
            ?? results.lazy.compactMap({ $0.failure }).first
        {
            throw failure
        }
        return results.compactMap { try? $0.get().value }
    }

    /// The error for a request a bulk send never started.
    private func notSent<Response>(_ request: Request<Response>) -> CourierError {
        do throws(CourierError) {
            return CourierError.transport(
                TransportError(.cancelled, "not sent: an earlier request failed"),
                request: try makeHTTPRequest(request)
            ).redacted
        } catch {
            return error
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
