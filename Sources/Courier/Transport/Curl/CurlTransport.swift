#if canImport(CCurl)
    /// The Linux ``Transport``: libcurl, driven by a curl multi handle on one dedicated thread.
    ///
    /// - Connections are kept alive and reused across requests (up to
    ///   ``Configuration/maxConnectionsPerHost`` per host).
    /// - Any number of tasks may call ``send(_:)`` at once; none of them blocks a thread of Swift's
    ///   cooperative pool. Easy handles and their header lists and buffers are pooled.
    /// - Cancelling the calling task aborts the transfer at once and throws
    ///   ``TransportError/Kind/cancelled``.
    /// - Failures map to ``TransportError`` kinds with curl's own error text as the message.
    ///
    /// Create one transport and share it: each instance has its own thread and connection cache.
    public final class CurlTransport: Transport {
        /// The settings this transport was created with.
        public let configuration: Configuration
        private let loop: CurlMultiLoop

        /// Starts the transport's thread. Throws if libcurl cannot be initialised.
        public init(configuration: Configuration = Configuration()) throws(TransportError) {
            self.configuration = configuration
            loop = try CurlMultiLoop(configuration: configuration)
        }

        deinit { loop.stop() }

        public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            guard !Task.isCancelled else { throw TransportError(.cancelled) }
            let handle = try loop.pool.acquire()
            let generation: UInt64
            do {
                generation = try handle.prepare(request, defaultTimeout: configuration.timeout)
            } catch {
                loop.pool.release(handle)
                throw error
            }
            let loop = self.loop
            let result = await withTaskCancellationHandler {
                await withUnsafeContinuation { continuation in
                    handle.continuation = continuation
                    loop.start(handle)
                }
            } onCancel: {
                loop.cancel(handle, generation: generation)
            }
            return try result.get()
        }

        /// How many easy handles exist and how many are idle; equal whenever no request is in
        /// flight (a leaked handle would show as a difference).
        package var handleCounts: (existing: Int, idle: Int) { loop.pool.counts }
    }
#endif
