#if os(Linux)
    import Courier
    import Foundation

    /// How long a new task waits for a thread of Swift's cooperative pool while a transport's
    /// requests run: a transport that holds pool threads (blocking in a call) delays every other
    /// task of the process, which no requests-per-second figure shows.
    enum PoolHops {
        /// The milliseconds from each probe task's creation to its start, sorted: one probe every
        /// 2 ms for `seconds`, while `concurrency` tasks send requests to `url` back to back.
        static func latencies(url: URL, transport: any Transport, concurrency: Int, seconds: Int) async throws
            -> [Double]
        {
            async let load = Bench.rate(
                url: url, transport: transport, concurrency: concurrency, seconds: seconds,
                pipeline: .transport)
            // Let the load's warm-up open its connections first.
            try await Task.sleep(for: .milliseconds(500))
            var hops: [Double] = []
            let deadline = ContinuousClock.now + .seconds(seconds) - .milliseconds(600)
            while ContinuousClock.now < deadline {
                let created = ContinuousClock.now
                let started = await Task { ContinuousClock.now }.value
                hops.append((started - created).seconds * 1_000)
                try await Task.sleep(for: .milliseconds(2))
            }
            _ = try await load
            return hops.sorted()
        }
    }
#endif
