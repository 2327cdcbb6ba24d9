import Basics
import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Swift side of libmicrohttpd's per-request callbacks.
///
/// The `@convention(c)` closures in `Daemon` capture nothing and forward here; the `cls` pointer
/// is the running daemon's `ServerContext` and `*con_cls` a retained `RequestState`. These run on
/// libmicrohttpd's worker threads.
enum ConnectionCallbacks {
    /// MHD_OPTION_NOTIFY_CONNECTION: a connection opened (its record becomes the socket context) or
    /// closed (the record is dropped).
    static func connectionChanged(
        context: ServerContext, connection: OpaquePointer,
        socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
        opened: Bool
    ) {
        if opened {
            let record = context.connections.opened(
                descriptor: courier_mhd_connection_fd(connection), address: ClientAddress.of(connection))
            socketContext.pointee = Unmanaged.passRetained(record).toOpaque()
        } else if let pointer = socketContext.pointee {
            socketContext.pointee = nil
            context.connections.closed(
                Unmanaged<ConnectionRegistry.Record>.fromOpaque(pointer).takeRetainedValue())
        }
    }

    /// MHD_OPTION_URI_LOG_CALLBACK: the request line has arrived. Makes the request's state, which
    /// libmicrohttpd then passes to every call for this request as `*con_cls`.
    static func requestLineReceived(
        context: ServerContext, uri: UnsafePointer<CChar>?, connection: OpaquePointer?
    ) -> UnsafeMutableRawPointer {
        let state = RequestState(target: uri.map { String(cString: $0) } ?? "/")
        if let uri, context.configuration.strictParsing {
            state.requestLineProblem = HeaderValidation.problem(inRequestLineOf: uri)
            HeaderValidation.disarmMalformedContentLength(after: uri)
        }
        // The query is read from `state.target`; libmicrohttpd's own copy of its arguments would
        // have to fit in the connection's memory pool (see `courier_mhd_hide_query`).
        if let uri { courier_mhd_hide_query(UnsafeMutablePointer(mutating: uri)) }
        context.connections.requestLineArrived(on: connection.flatMap(record(of:)), at: state.startedAt)
        return Unmanaged.passRetained(state).toOpaque()
    }

    /// MHD_OPTION_NOTIFY_COMPLETED: the request is finished (answered, or the connection is gone).
    static func requestCompleted(
        context: ServerContext, connection: OpaquePointer?,
        stateSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) {
        guard let stateSlot, let pointer = stateSlot.pointee else { return }  // no request line came
        stateSlot.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeRetainedValue()
        context.releaseBodyBytes(of: state)
        context.releaseAnswerBytes(of: state)
        context.connections.requestCompleted(
            on: connection.flatMap(record(of:)), headersArrived: state.headersComplete)
    }

    /// The access handler. libmicrohttpd calls it once when the headers are complete, then once per
    /// chunk of body, then a last time with no data. Answering in the first call would make
    /// libmicrohttpd close the connection, so normal answers are queued in the last call.
    static func handle(
        context: ServerContext, connection: OpaquePointer, method: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?, upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
        stateSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        if stateSlot.pointee == nil {
            // Only if libmicrohttpd skipped the URI callback; its url argument has lost the query.
            stateSlot.pointee = requestLineReceived(context: context, uri: nil, connection: nil)
        }
        guard let pointer = stateSlot.pointee else { return .NO }
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()

        if !state.headersComplete {
            return HeadCallbacks.headersReceived(
                state: state, context: context, connection: connection,
                method: method.map { String(cString: $0) } ?? "GET", methodBytes: method,
                version: version.map { String(cString: $0) } ?? "")
        }
        if uploadSize.pointee > 0 {
            let keepReading = bodyChunkReceived(
                state: state, context: context, connection: connection, count: uploadSize.pointee,
                bytes: upload)
            uploadSize.pointee = 0
            return keepReading ? .YES : .NO
        }
        if state.answered {
            // Resumed after the expensive-work pool or an awaited answer.
            guard let response = state.finished?.withLock({ $0.take() }) else { return .YES }
            return queue(
                response, state: state, context: context, connection: connection,
                close: context.connections.isShuttingDown)
        }
        return answer(state: state, context: context, connection: connection)
    }

    /// The socket context record of `connection`.
    static func record(of connection: OpaquePointer) -> ConnectionRegistry.Record? {
        courier_mhd_socket_context(connection).map {
            Unmanaged<ConnectionRegistry.Record>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// Appends a chunk of body, or drops it once the request is refused; `false` when the
    /// connection is to be closed instead.
    ///
    /// A body without `Content-Length` (chunked) that outgrows a limit cannot be answered early:
    /// libmicrohttpd sends a response only after the whole body. The rest is read and dropped, then
    /// the refusal is sent; a client too slow about it is cut off by the body-rate deadline, and one
    /// that sends more than `maxDiscardedChunkedBodyBytes` after it has its connection closed.
    private static func bodyChunkReceived(
        state: RequestState, context: ServerContext, connection: OpaquePointer, count: Int,
        bytes: UnsafePointer<CChar>?
    ) -> Bool {
        if let record = record(of: connection) { context.connections.received(bodyBytes: count, record) }
        if state.refusal != nil {
            state.discardedBodyBytes += count
            // Too large after all: the answer that stays true when the request is sent again.
            if state.refusedAsBusy, state.refusedAtBodyBytes + state.discardedBodyBytes > state.maxBodyBytes {
                state.refusedAsBusy = false
                state.refusal = HTTPError(.payloadTooLarge).response(
                    rendering: context.configuration.renderError)
            }
            return state.discardedBodyBytes <= context.configuration.maxDiscardedChunkedBodyBytes
        }
        guard let bytes else { return true }
        guard state.body.count + count <= state.maxBodyBytes else {
            refuse(state, HTTPError(.payloadTooLarge), context: context)
            return true
        }
        let needed = state.body.count + count - state.reservedBodyBytes
        if needed > 0 {
            guard context.reserveBodyBytes(needed, for: state) else {
                state.refusedAsBusy = true
                state.refusedAtBodyBytes = state.body.count + count
                refuse(state, ServerContext.busy, context: context)
                return true
            }
        }
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
        return true
    }

    private static func refuse(_ state: RequestState, _ error: HTTPError, context: ServerContext) {
        state.refusal = error.response(rendering: context.configuration.renderError)
        state.body = []
        context.releaseBodyBytes(of: state)
    }

    /// The whole request is in: run the responder (here or on the expensive-work pool) and queue its
    /// response.
    private static func answer(state: RequestState, context: ServerContext, connection: OpaquePointer)
        -> MHD_Result
    {
        state.answered = true
        if let refusal = state.refusal {
            return queue(refusal, state: state, context: context, connection: connection, close: true)
        }
        // Answers that clients do not read hold memory until they go: while they fill the budget,
        // a request waits before it is handled, so nothing it would do is done and thrown away.
        if context.answersAreFull(for: state) {
            return queue(
                context.busyResponse, state: state, context: context, connection: connection, close: false)
        }
        var request = state.head.take() ?? Request(exactMethod: state.method, target: state.target)
        request.body = state.body
        state.body = []
        context.connections.handlingStarted(on: record(of: connection))
        if let responder = context.asyncResponder, responder.awaits(request) {
            return answerInTask(
                request, by: responder, state: state, context: context, connection: connection)
        }
        guard let screening = context.screening, screening.runsOffWorkers(request) else {
            let response = context.respond(to: request)
            // Asked once the response exists: a shutdown may have begun while the responder ran.
            return queue(
                response, state: state, context: context, connection: connection,
                close: context.connections.isShuttingDown)
        }
        return runOffWorkers(request, state: state, context: context, connection: connection)
    }

    /// Suspends the connection, runs the request on the expensive-work pool, and resumes the
    /// connection with the response (queued by `handle` when libmicrohttpd calls it again).
    private static func runOffWorkers(
        _ request: Request, state: RequestState, context: ServerContext, connection: OpaquePointer
    ) -> MHD_Result {
        let finished = Locked<Response?>(nil)
        state.finished = finished
        let suspended = SuspendedConnection(connection: connection, finished: finished)
        MHD_suspend_connection(connection)
        let queued = context.expensiveWork.submit {
            suspended.resume(with: context.respond(to: request))
        }
        if !queued { suspended.resume(with: context.busyResponse) }
        return .YES
    }

    /// Suspends the connection, answers the request in a task, and resumes the connection with the
    /// response (queued by `handle` when libmicrohttpd calls it again).
    private static func answerInTask(
        _ request: Request, by responder: any AsyncResponder, state: RequestState, context: ServerContext,
        connection: OpaquePointer
    ) -> MHD_Result {
        let finished = Locked<Response?>(nil)
        state.finished = finished
        let suspended = SuspendedConnection(connection: connection, finished: finished)
        MHD_suspend_connection(connection)
        let started = context.awaited.start(request, on: suspended) { await responder.answer($0) }
        if !started { suspended.resume(with: context.stoppingResponse) }
        return .YES
    }

    /// Queues `response` (closing the connection after it when `close` is set or the rest of a body
    /// is being discarded) and writes the access log line.
    static func queue(
        _ response: Response, state: RequestState, context: ServerContext, connection: OpaquePointer,
        close: Bool
    ) -> MHD_Result {
        let closing = close || state.refusal != nil
        if closing || state.clientClosesAfterAnswer, let record = record(of: connection) {
            context.connections.closing(record)
        }
        var response = response
        let headBytes = response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        let room = HeadFootprint.answerBytes(
            afterFootprint: state.headFootprint, poolBytes: context.configuration.maxHeaderBytes)
        if headBytes > max(room - ResponseWriter.ownHeadBytes, ResponseWriter.errorHeadBytes) {
            // libmicrohttpd builds the head in the connection's memory, beside the request's: a head
            // that does not fit is never sent, and the client would get no answer at all. Fields no
            // larger than an error's are sent as they are: the 500 would not fit any better.
            context.logger.log(
                .error,
                "\(AccessLog.printable(state.method)) \(AccessLog.path(of: state.target)): an answer's header fields of \(headBytes) bytes do not fit"
            )
            response = context.configuration.renderError(.internalServerError, ErrorMiddleware.genericReason)
        }
        // Held until it is sent (libmicrohttpd sends no body for HEAD).
        context.holdAnswerBytes(state.method == "HEAD" ? 0 : response.body.count, for: state)
        let result = ResponseWriter.queue(response, on: connection, closeConnection: closing)
        AccessLog.record(
            method: state.method, target: state.target, status: response.status,
            since: state.startedAt, to: context)
        return result
    }
}
