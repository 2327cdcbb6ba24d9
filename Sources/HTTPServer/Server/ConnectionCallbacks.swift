import CMicroHTTPD

/// The Swift side of libmicrohttpd's per-request callbacks.
///
/// The `@convention(c)` closures in `Daemon` capture nothing and forward here; the `cls` pointer
/// is the running daemon's `ServerContext` and `*con_cls` a retained `RequestState`. These run on
/// libmicrohttpd's worker threads.
enum ConnectionCallbacks {
    /// MHD_OPTION_URI_LOG_CALLBACK: the request line has arrived. Makes the request's state, which
    /// libmicrohttpd then passes to every call for this request as `*con_cls`.
    static func requestLineReceived(context: ServerContext, uri: UnsafePointer<CChar>?)
        -> UnsafeMutableRawPointer
    {
        context.requestOpened()
        let state = RequestState(target: uri.map { String(cString: $0) } ?? "/")
        return Unmanaged.passRetained(state).toOpaque()
    }

    /// MHD_OPTION_NOTIFY_COMPLETED: the request is finished (answered, or the connection is gone).
    static func requestCompleted(
        context: ServerContext, stateSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) {
        guard let stateSlot, let pointer = stateSlot.pointee else { return }
        stateSlot.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeRetainedValue()
        context.requestClosed(wasStarted: state.headersComplete)
    }

    /// The access handler. libmicrohttpd calls it once when the headers are complete, then once per
    /// chunk of body, then a last time with no data. Answering in the first call would make
    /// libmicrohttpd close the connection, so normal answers are queued in the last call.
    static func handle(
        context: ServerContext, connection: OpaquePointer, method: UnsafePointer<CChar>?,
        upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
        stateSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        if stateSlot.pointee == nil {
            // Only if libmicrohttpd skipped the URI callback; its url argument has lost the query.
            stateSlot.pointee = requestLineReceived(context: context, uri: nil)
        }
        guard let pointer = stateSlot.pointee else { return .NO }
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()

        if !state.headersComplete {
            return headersReceived(state: state, context: context, connection: connection, method: method)
        }
        if uploadSize.pointee > 0 {
            let accepted = bodyChunkReceived(
                state: state, context: context, bytes: upload, count: uploadSize.pointee)
            uploadSize.pointee = 0
            return accepted ? .YES : .NO
        }
        if state.answered { return .YES }
        return answer(state: state, context: context, connection: connection, method: method)
    }

    private static func headersReceived(
        state: RequestState, context: ServerContext, connection: OpaquePointer, method: UnsafePointer<CChar>?
    ) -> MHD_Result {
        state.headersComplete = true
        context.requestStarted()
        guard let lengthHeader = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
            let length = Int(String(cString: lengthHeader))
        else { return .YES }
        if length > context.configuration.maxBodyBytes {
            // Answered before the body is read: libmicrohttpd sends this and closes the connection.
            state.answered = true
            let response = HTTPError(.payloadTooLarge).response(rendering: context.configuration.renderError)
            AccessLog.record(
                method: method.map { String(cString: $0) } ?? "?", target: state.target,
                status: response.status,
                since: state.startedAt, to: context)
            return ResponseWriter.queue(response, on: connection, closeConnection: true)
        }
        // Reserved up to a bound: a client may announce a body it never sends.
        state.body.reserveCapacity(min(max(length, 0), 256 << 10))
        return .YES
    }

    /// Bytes of an oversized chunked body read and dropped so the client can still get its 413;
    /// past this the connection is closed instead.
    private static let oversizedBodyAllowance = 64 << 10

    /// Appends a chunk of body; `false` when the connection should be closed.
    ///
    /// A body without `Content-Length` (chunked) that outgrows the limit cannot be answered early:
    /// libmicrohttpd sends a response only after the whole body. Up to `oversizedBodyAllowance` more
    /// bytes are read and dropped, for a proper 413; a longer body gets the connection closed.
    private static func bodyChunkReceived(
        state: RequestState, context: ServerContext, bytes: UnsafePointer<CChar>?, count: Int
    ) -> Bool {
        guard let bytes else { return true }
        if state.bodyTooLarge {
            state.discardedBytes += count
            return state.discardedBytes <= oversizedBodyAllowance
        }
        guard state.body.count + count <= context.configuration.maxBodyBytes else {
            state.bodyTooLarge = true
            state.discardedBytes = state.body.count + count - context.configuration.maxBodyBytes
            state.body = []
            return state.discardedBytes <= oversizedBodyAllowance
        }
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
        return true
    }

    /// The whole request is in: run the responder and queue its response.
    private static func answer(
        state: RequestState, context: ServerContext, connection: OpaquePointer, method: UnsafePointer<CChar>?
    ) -> MHD_Result {
        state.answered = true
        let methodName = method.map { String(cString: $0) } ?? "GET"
        let response: Response
        if state.bodyTooLarge {
            response = HTTPError(.payloadTooLarge).response(rendering: context.configuration.renderError)
        } else {
            var request = Request(method: methodName, target: state.target, body: state.body)
            request.headers = RequestHeaders.read(from: connection)
            state.body = []
            response = context.respond(to: request)
        }
        let closing = state.bodyTooLarge || context.isShuttingDown
        let result = ResponseWriter.queue(response, on: connection, closeConnection: closing)
        AccessLog.record(
            method: methodName, target: state.target, status: response.status, since: state.startedAt,
            to: context)
        return result
    }
}
