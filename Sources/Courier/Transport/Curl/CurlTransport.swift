#if canImport(CCurl)
    import Foundation

    /// The Linux ``Transport``: libcurl's multi "socket" API over epoll, on a few event-loop threads.
    ///
    /// - Connections are kept alive and reused across requests (up to
    ///   ``Configuration/maxConnectionsPerHost`` per host).
    /// - Any number of tasks may call ``send(_:)`` at once. A lone caller writes its request and
    ///   waits for the response on its own thread for up to a millisecond, polling for the first
    ///   50 µs (a fast server's answer then costs no thread switch; where responses take longer it
    ///   stops doing either). Beyond that, and whenever requests run concurrently, an event-loop
    ///   thread (``Configuration/eventLoopCount``) waits for responses, so no thread of Swift's
    ///   cooperative pool blocks longer than that. Easy handles, header lists and buffers are
    ///   reused.
    /// - Cancelling the calling task aborts the transfer at once and throws
    ///   ``TransportError/Kind/cancelled``; the transport stays usable.
    /// - Failures map to ``TransportError`` kinds with curl's own error text as the message.
    ///
    /// Create one transport and share it: each instance has its own threads and connection caches.
    public final class CurlTransport: Transport {
        /// The settings this transport was created with.
        public let configuration: Configuration
        private let loops: [CurlEventLoop]

        /// Reads the files of ``HTTPRequest/bodySegments`` as it sends, a buffer at a time.
        public var streamsBodyFiles: Bool { true }

        /// Starts the transport's event loops. Throws if libcurl cannot be initialised.
        public init(configuration: Configuration = Configuration()) throws(TransportError) {
            for pin in configuration.pinnedPublicKeys where !Self.isPin(pin) {
                throw TransportError(
                    .other, "a pinned public key is sha256// and the base64 SHA-256 of the key, not \(pin)")
            }
            self.configuration = configuration
            let count = Swift.max(1, configuration.eventLoopCount)
            let perLoop = Swift.max(1, (configuration.maxConnectionsPerHost + count - 1) / count)
            var loops: [CurlEventLoop] = []
            for _ in 0..<count {
                loops.append(try CurlEventLoop(configuration: configuration, maxConnectionsPerHost: perLoop))
            }
            self.loops = loops
        }

        deinit {
            for loop in loops { loop.stop() }
        }

        /// Whether `pin` is `sha256//` and the base64 of 32 bytes (libcurl would take a file's path).
        private static func isPin(_ pin: String) -> Bool {
            guard pin.hasPrefix("sha256//") else { return false }
            return Data(base64Encoded: String(pin.dropFirst("sha256//".count)))?.count == 32
        }

        public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            guard followsRedirectsHere(request) else { return try await exchange(request) }
            return try await sendFollowingRedirects(request)
        }

        /// One exchange through libcurl, which follows redirects itself when the request lets it.
        func exchange(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            guard !Task.isCancelled else { throw TransportError(.cancelled) }
            let loop = leastBusyLoop()
            loop.inFlight.add(1, ordering: .relaxed)
            defer { loop.inFlight.subtract(1, ordering: .relaxed) }
            let handle = try loop.acquireHandle()
            let generation: UInt64
            do {
                generation = try handle.prepare(request, defaultTimeout: configuration.timeout)
            } catch {
                loop.releaseHandles(CollectionOfOne(handle))
                throw error
            }
            // A stream's reader that falls behind pauses the transfer; catching up resumes it.
            request.options.bodyStream?.setResumer { loop.unpause(handle, generation: generation) }
            // So does a streamed request body whose sequence has nothing ready yet; the sequence
            // runs on the loop's thread.
            handle.uploadBody?.pump?.setResumer(
                { loop.unpause(handle, generation: generation) }, executor: loop)
            var result = await withTaskCancellationHandler {
                loop.begin(handle)
                if let outcome = handle.outcome.take() { return outcome }
                return await withUnsafeContinuation { handle.outcome.resume($0) }
            } onCancel: {
                loop.cancel(handle, generation: generation)
            }
            result = handle.finishUpload(handle.finishBodySink(result))
            handle.finishProgress(result)
            loop.releaseHandles(CollectionOfOne(handle))
            return try result.get()
        }

        /// The first loop with the fewest requests in flight, so a lone caller always lands on the
        /// same loop (and connection).
        private func leastBusyLoop() -> CurlEventLoop {
            if let current = loops.first(where: \.isLoopThread) { return current }
            var best = loops[0]
            var bestLoad = best.inFlight.load(ordering: .relaxed)
            for loop in loops.dropFirst() where bestLoad > 0 {
                let load = loop.inFlight.load(ordering: .relaxed)
                if load < bestLoad {
                    best = loop
                    bestLoad = load
                }
            }
            return best
        }

        /// An executor that runs tasks on the transport's first event-loop thread. Tasks that prefer
        /// it (`withTaskExecutorPreference(transport.taskExecutor) { … }`, which their child tasks
        /// inherit) start their requests and get their responses on that thread, with no thread
        /// switch: the fastest way to run many concurrent requests (`bench/transport.sh` measures
        /// it). Their requests all use that loop and its share of
        /// ``Configuration/maxConnectionsPerHost``, so give such a transport one event loop. Keep
        /// the work these tasks do between requests short, as it holds up every transfer on the
        /// loop: once each response is decoded (even a kilobyte of JSON), tasks on the global pool,
        /// which decode on every core, are the better choice.
        /// Once the transport is gone, tasks that still prefer it run on the global pool.
        public var taskExecutor: any TaskExecutor { loops[0] }

        /// Whether the calling thread is one of this transport's event-loop threads (for tests).
        package var isOnEventLoopThread: Bool { loops.contains(where: \.isLoopThread) }

        /// How many easy handles exist and how many are idle, over all loops; equal whenever no
        /// request is in flight (a leaked handle would show as a difference).
        package var handleCounts: (existing: Int, idle: Int) {
            var existing = 0
            var idle = 0
            for loop in loops {
                let counts = loop.handleCounts
                existing += counts.existing
                idle += counts.idle
            }
            return (existing, idle)
        }
    }
#endif
