import Basics
import CMicroHTTPD

/// What the server decides when a request's headers are complete, before any body is read: refuse
/// malformed headers, a head that would leave its answer no room (``HeadFootprint``), what a
/// `RequestScreening` responder refuses (an unauthenticated upload, of
/// any size), a compressed body (415: nothing here reads one), and a body that is too large or
/// would overload memory. Such answers close the
/// connection, since the body is never read; a body declared up to `maxDiscardedBodyBytes` is read
/// and dropped before its `413` instead.
enum HeadCallbacks {
    static func headersReceived(
        state: RequestState, context: ServerContext, connection: OpaquePointer, method: String,
        methodBytes: UnsafePointer<CChar>?, version: String
    ) -> MHD_Result {
        state.headersComplete = true
        state.method = method
        let record = ConnectionCallbacks.record(of: connection)
        context.connections.headersArrived(on: record)
        let configuration = context.configuration
        let headers = RequestHeaders.read(from: connection, method: methodBytes)
        if configuration.strictParsing,
            let problem = HeaderValidation.problem(
                requestLineProblem: state.requestLineProblem, method: method, methodBytes: methodBytes,
                target: state.target, version: version, headers: headers.fields,
                fieldsAreClean: headers.allClean)
        {
            return refuse(HTTPError(.badRequest, reason: problem), state, context, connection)
        }
        let headBytes = methodBytes.flatMap { start in
            courier_mhd_header_block_end(connection, start).map { start.distance(to: $0) }
        }
        state.headFootprint = HeadFootprint.bytes(
            headBytes: headBytes ?? state.target.utf8.count, fields: headers.fields)
        let pool = configuration.maxHeaderBytes
        if state.headFootprint > pool - HeadFootprint.answerRoom(poolBytes: pool) {
            let targetIsMost = state.target.utf8.count > pool / 2
            return refuse(
                targetIsMost
                    ? HTTPError(.uriTooLong, reason: "The request target is too long.")
                    : HTTPError(
                        .requestHeaderFieldsTooLarge, reason: "The request's header fields are too large."),
                state, context, connection)
        }
        state.clientClosesAfterAnswer = closesAfterAnswer(version: version, headers: headers.fields)
        var head = Request(exactMethod: method, target: state.target, headers: headers.fields)
        let connectionAddress = record?.address ?? ClientAddress.of(connection)
        let trusted = configuration.trustedProxies
        // Most servers trust no proxy: then nothing is looked up.
        if !trusted.isEmpty, let connectionAddress, trusted.contains(connectionAddress) {
            head.remoteAddress = ForwardedFor.client(
                connection: connectionAddress, headers: head.headers, trusted: trusted)
            head.isForwarded = true
        } else {
            head.remoteAddress = connectionAddress
        }
        head.clientPresence = ClientPresence(
            socket: record?.descriptor ?? courier_mhd_connection_fd(connection))
        // A GET or HEAD has no use for a body: only a small one is read (chunked too), so none can
        // hold the bodies-in-flight budget that uploads share.
        let bodyless = head.method == "GET" || head.method == "HEAD"
        state.maxBodyBytes =
            bodyless
            ? min(ServerConfiguration.unreadBodyBytes, configuration.maxBodyBytes)
            : configuration.maxBodyBytes
        let declaredLength = head.headers["content-length"]
        let expectsBody =
            (declaredLength.flatMap { Int($0) } ?? 0) > 0 || head.headers["transfer-encoding"] != nil
        state.client = head.remoteAddress
        state.head = head
        // Before the body's size is judged: a refused request is refused whatever its body (an
        // unauthenticated upload of any size gets 401, not 413).
        if let screening = context.screening, let early = screening.screen(head: head) {
            // A route's size limit refuses as the server's own does.
            if early.status == .payloadTooLarge {
                return refuseBody(
                    early, declaredLength: declaredLength.flatMap { Int($0) }, state, context, connection)
            }
            state.answered = true
            return ConnectionCallbacks.queue(
                early, state: state, context: context, connection: connection,
                close: expectsBody || context.connections.isShuttingDown)
        }
        // No handler here reads a compressed body: one would be taken for its bytes as sent (a
        // gzipped JSON body read as malformed JSON, or stored as text). RFC 9110, 8.4 and 12.5.3:
        // 415, naming the one coding taken.
        if expectsBody, let coding = head.headers["content-encoding"], !isIdentity(coding) {
            let refusal = HTTPError(
                .unsupportedMediaType,
                reason: "A request body must not be compressed (Content-Encoding): send it as it is.",
                headers: ["accept-encoding": "identity"])
            return refuseBody(
                refusal.response(rendering: configuration.renderError),
                declaredLength: declaredLength.flatMap { Int($0) }, state, context, connection)
        }
        if let declaredLength {
            guard let length = Int(declaredLength), length >= 0 else {
                return refuse(
                    HTTPError(.badRequest, reason: "Invalid Content-Length."), state, context, connection)
            }
            if length > state.maxBodyBytes {
                return refuseBody(
                    HTTPError(.payloadTooLarge).response(rendering: configuration.renderError),
                    declaredLength: length, state, context, connection)
            }
            if length > 0 {
                guard context.reserveBodyBytes(length, for: state) else {
                    return refuse(ServerContext.busy, state, context, connection)
                }
                // Reserved up to a bound: a client may announce a body it never sends.
                state.body.reserveCapacity(min(length, 256 << 10))
            }
        }
        return .YES
    }

    /// Whether a `Content-Encoding` value leaves the body as it is: empty, or only `identity`.
    static func isIdentity(_ coding: String) -> Bool {
        coding.split(separator: ",").allSatisfy {
            let name = $0.trimmingCharacters(in: .whitespaces)
            return name.isEmpty || name.equalsIgnoringASCIICase("identity")
        }
    }

    /// Whether the client asked for one answer only: HTTP/1.1 with `Connection: close`, or HTTP/1.0
    /// without `Connection: keep-alive` (libmicrohttpd then closes after the answer).
    static func closesAfterAnswer(version: String, headers: HTTPHeaders) -> Bool {
        let isHTTP11 = version == "HTTP/1.1"
        guard let value = headers["connection"] else { return !isHTTP11 }
        let options = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if options.contains(where: { $0.equalsIgnoringASCIICase("close") }) { return true }
        return !isHTTP11 && !options.contains { $0.equalsIgnoringASCIICase("keep-alive") }
    }

    /// Answers `response` (a `413`) to a request whose body will not be used. A body declared up to
    /// `maxDiscardedBodyBytes`, from a client not waiting for `100 Continue`, is read and dropped
    /// first, so a client uploading without waiting reads the answer: closing on unread data would
    /// reset the connection under its upload. Otherwise it is answered now and the connection closed.
    private static func refuseBody(
        _ response: Response, declaredLength: Int?, _ state: RequestState, _ context: ServerContext,
        _ connection: OpaquePointer
    ) -> MHD_Result {
        if let declaredLength, declaredLength <= context.configuration.maxDiscardedBodyBytes,
            state.head?.headers["expect"] == nil
        {
            state.refusal = response
            return .YES
        }
        state.answered = true
        return ConnectionCallbacks.queue(
            response, state: state, context: context, connection: connection, close: true)
    }

    private static func refuse(
        _ error: HTTPError, _ state: RequestState, _ context: ServerContext, _ connection: OpaquePointer
    ) -> MHD_Result {
        state.answered = true
        let response = error.response(rendering: context.configuration.renderError)
        return ConnectionCallbacks.queue(
            response, state: state, context: context, connection: connection, close: true)
    }
}

/// The client's address as text, from libmicrohttpd.
enum ClientAddress {
    static func of(_ connection: OpaquePointer) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard courier_mhd_client_address(connection, &buffer, socklen_t(buffer.count)) == 0 else {
            return nil
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
