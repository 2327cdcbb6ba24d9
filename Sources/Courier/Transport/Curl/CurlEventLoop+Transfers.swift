#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEventLoop {
        /// A transfer that ended: its handle, the caller to resume (taken out of the handle, so it
        /// is resumed only once) and the outcome.
        typealias EndedTransfer = (
            handle: CurlEasyHandle,
            continuation: UnsafeContinuation<Result<HTTPResponse, TransportError>, Never>?,
            result: Result<HTTPResponse, TransportError>
        )

        /// Queues a prepared handle whose `continuation` is set.
        func start(_ handle: CurlEasyHandle) {
            post { $0.starts.append(handle) }
        }

        /// Aborts the transfer of `generation` on `handle` if it has not ended; a transfer not yet
        /// started will not start.
        func cancel(_ handle: CurlEasyHandle, generation: UInt64) {
            handle.cancelledGeneration.store(generation, ordering: .relaxed)
            post { $0.cancellations.append((handle, generation)) }
        }

        /// Loop thread: adds a handle to the multi handle, unless its request was cancelled already.
        func add(_ handle: CurlEasyHandle, ended: inout [EndedTransfer]) {
            let generation = handle.generation.load(ordering: .relaxed)
            if handle.cancelledGeneration.load(ordering: .relaxed) == generation {
                ended.append(end(handle, .failure(TransportError(.cancelled))))
                return
            }
            let code = curl_multi_add_handle(multi, handle.easy)
            guard code == CURLM_OK else {
                let message = "curl_multi_add_handle: \(String(cString: curl_multi_strerror(code)))"
                ended.append(end(handle, .failure(TransportError(.other, message))))
                return
            }
            handle.isActive = true
            activeTransfers += 1
        }

        /// Loop thread: removes a cancelled transfer, if it is still the one that was cancelled.
        func abort(_ handle: CurlEasyHandle, generation: UInt64, ended: inout [EndedTransfer]) {
            guard handle.isActive, handle.generation.load(ordering: .relaxed) == generation else { return }
            detach(handle)
            ended.append(end(handle, .failure(TransportError(.cancelled))))
        }

        /// Loop thread: collects the transfers libcurl reports as done.
        func collectFinished(_ ended: inout [EndedTransfer]) {
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                    let handle = CurlEasyHandle.owner(of: easy)
                else { continue }
                let code = message.pointee.data.result
                detach(handle)
                ended.append(end(handle, handle.takeResult(code)))
            }
        }

        /// Loop thread: returns the handles to the idle list, then resumes each caller. Only this
        /// thread ends transfers, and `end` takes the continuation out of the handle, so each
        /// continuation is resumed exactly once.
        func complete(_ ended: [EndedTransfer]) {
            releaseHandles(ended.lazy.map(\.handle))
            for transfer in ended { transfer.continuation?.resume(returning: transfer.result) }
        }

        private func end(_ handle: CurlEasyHandle, _ result: Result<HTTPResponse, TransportError>)
            -> EndedTransfer
        {
            defer { handle.continuation = nil }
            return (handle, handle.continuation, result)
        }

        /// Takes the handle out of the multi handle; libcurl closes its connection if the transfer
        /// was cut short, and the handle is clean for its next request.
        private func detach(_ handle: CurlEasyHandle) {
            _ = curl_multi_remove_handle(multi, handle.easy)
            handle.isActive = false
            activeTransfers -= 1
        }
    }
#endif
