#if canImport(CCurl)
    import Synchronization

    /// Idle easy handles, reused so a request costs no `curl_easy_init` and keeps its buffers.
    final class CurlHandlePool: Sendable {
        private let configuration: CurlTransport.Configuration
        private let keepingIdle: Int
        private let state = Mutex(State())

        private struct State {
            var idle: [CurlEasyHandle] = []
            var created = 0
        }

        init(configuration: CurlTransport.Configuration, keepingIdle: Int) {
            self.configuration = configuration
            self.keepingIdle = keepingIdle
        }

        /// An idle handle, or a new one when none is idle.
        func acquire() throws(TransportError) -> CurlEasyHandle {
            if let handle = state.withLock({ $0.idle.popLast() }) { return handle }
            let handle = try CurlEasyHandle(configuration: configuration)
            state.withLock { $0.created += 1 }
            return handle
        }

        /// Takes a handle back; handles beyond `keepingIdle` are freed.
        func release(_ handle: CurlEasyHandle) {
            state.withLock { state in
                guard state.idle.count < keepingIdle else {
                    state.created -= 1  // the handle is freed when the caller drops it
                    return
                }
                state.idle.append(handle)
            }
        }

        /// How many handles exist and how many of them are idle (for tests: all should be idle
        /// once no request is in flight).
        var counts: (existing: Int, idle: Int) {
            state.withLock { ($0.created, $0.idle.count) }
        }
    }
#endif
