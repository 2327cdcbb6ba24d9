import Basics

#if canImport(CCurl)
    import CCurl
    import Foundation

    /// libcurl's `CURLOPT_WRITEFUNCTION`: appends decoded body bytes, enforcing the size limit, or
    /// hands a 2xx body to its download file or stream.
    /// Returning fewer bytes than offered makes libcurl abort the transfer.
    let curlWriteBody: curl_write_callback = { bytes, size, count, owner in
        guard let bytes, let owner else { return 0 }
        let handle = Unmanaged<CurlEasyHandle>.fromOpaque(owner).takeUnretainedValue()
        let length = size * count
        if handle.sinkOptions != nil {
            do throws(TransportError) {
                switch try handle.writeToSink(UnsafeRawBufferPointer(start: bytes, count: length)) {
                case .taken: return length
                case .pause: return Int(CURL_WRITEFUNC_PAUSE)
                case .memory: break
                }
            } catch {
                handle.sinkFailure = error
                return 0
            }
        }
        guard handle.responseBody.count + length <= handle.maxResponseBytes else {
            handle.exceededMaxResponseBytes = true
            return 0
        }
        bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            handle.responseBody.append($0, count: length)
        }
        return length
    }

    /// libcurl's `CURLOPT_HEADERFUNCTION`: called once per header line of every response, including
    /// interim (`100 Continue`) and redirect responses. A status line starts a new response, so only
    /// the final response's fields remain.
    let curlWriteHeader: curl_write_callback = { bytes, size, count, owner in
        guard let bytes, let owner else { return 0 }
        let handle = Unmanaged<CurlEasyHandle>.fromOpaque(owner).takeUnretainedValue()
        let length = size * count
        bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            handle.receiveHeaderLine(UnsafeBufferPointer(start: $0, count: length))
        }
        return length
    }

    extension CurlEasyHandle {
        fileprivate func receiveHeaderLine(_ line: UnsafeBufferPointer<UInt8>) {
            var end = line.count
            while end > 0 && (line[end - 1] == 10 || line[end - 1] == 13) { end -= 1 }
            guard end > 0 else {
                headComplete = true
                return
            }
            let content = UnsafeBufferPointer(rebasing: line[0..<end])
            if content.starts(with: "HTTP/".utf8) {
                responseFields.removeAll(keepingCapacity: true)
                headComplete = false
                return
            }
            // After the head, libcurl passes a chunked body's trailer lines here too; a trailer is
            // not a header (RFC 9110 §6.5.1), so it never becomes a `Link`, `Set-Cookie` or `ETag`.
            if headComplete { return }
            if content[0] == 32 || content[0] == 9, let last = responseFields.indices.last {
                // An obsolete folded continuation line belongs to the previous field.
                responseFields[last].value += " " + Self.fieldValue(content[...])
                return
            }
            guard let colon = content.firstIndex(of: 58) else { return }
            let nameBytes = UnsafeBufferPointer(rebasing: content[0..<colon])
            let value = Self.fieldValue(content[(colon + 1)...])
            if Self.isContentLength(nameBytes), let length = Int(value), length > 0 {
                responseBody.reserveCapacity(Swift.min(length, maxResponseBytes))
            }
            let name = String(decoding: nameBytes, as: UTF8.self)
            responseFields.append(HTTPHeaders.Field(name: name, value: value))
        }

        private static let contentLength = Array("content-length".utf8)

        /// Whether a header name is `Content-Length`, in any case, without building a `String`.
        private static func isContentLength(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            name.count == contentLength.count
                && zip(name, contentLength).allSatisfy { $1 == 45 ? $0 == 45 : ($0 | 0x20) == $1 }
        }

        /// A header field's value as text, without the spaces and tabs around it (RFC 9110 §5.5).
        private static func fieldValue(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
            var slice = bytes
            while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
            while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF8.self)
        }

        /// Why a transfer failed with `code`, for a person, naming the address asked: a refused
        /// connection, a request that got no answer in time (with the timeout), and an address
        /// where something other than the server expected listens (a URL naming a database's
        /// port, an HTTPS server named with `http://`, a plain HTTP server with `https://`, the
        /// last told from OpenSSL's words). Anything else is libcurl's own explanation, and so are
        /// those when the environment names a proxy, which may be what failed: libcurl's words
        /// name it.
        private func failureMessage(_ code: CURLcode) -> String {
            guard !Self.environmentNamesAProxy, let address = askedAddress() else {
                return CurlError.message(for: code, errorBuffer: errorBuffer)
            }
            let said = String(cString: errorBuffer)
            if code == CURLE_COULDNT_CONNECT, number(CURLINFO_OS_ERRNO) == Int(ECONNREFUSED) {
                return "\(address) refused the connection"
            }
            // Connected, sent the request, and the server closed without a byte of answer.
            if code == CURLE_GOT_NOTHING {
                return "\(address) closed the connection without answering"
            }
            // An answer that does not start as HTTP's does (an SSH banner, say).
            if code == CURLE_WEIRD_SERVER_REPLY
                || (code == CURLE_UNSUPPORTED_PROTOCOL && said.contains("HTTP/0.9"))
            {
                return "\(address) answered, but not in HTTP"
            }
            // An https:// address where a plain HTTP server listens answers the handshake in
            // plain text, which OpenSSL reads as a record of a "wrong version number".
            if code == CURLE_SSL_CONNECT_ERROR, said.contains("wrong version number") {
                return "\(address) answered, but not in TLS (an http:// server?)"
            }
            if code == CURLE_SSL_CONNECT_ERROR,
                said.contains("SSL_ERROR_SYSCALL") || said.contains("unexpected eof")
            {
                return "\(address) closed the connection during the TLS handshake"
            }
            // The request went out and no head came back before the timeout.
            if code == CURLE_OPERATION_TIMEDOUT, !headComplete, let timeout, number(CURLINFO_REQUEST_SIZE) > 0
            {
                return "\(address) sent no answer within \(Self.spoken(timeout))"
            }
            return CurlError.message(for: code, errorBuffer: errorBuffer)
        }

        /// A timeout as a message says it: `300 ms` under a second, else whole seconds (`8 s`).
        static func spoken(_ timeout: Duration) -> String {
            timeout < .seconds(1)
                ? "\(timeout.wholeMillisecondsRoundedUp) ms" : "\(timeout.wholeSecondsRoundedUp) s"
        }

        /// Whether libcurl may be sending through a proxy the environment names (`http_proxy`, …).
        private static var environmentNamesAProxy: Bool {
            let names = ["http_proxy", "https_proxy", "all_proxy"]
            return ProcessInfo.processInfo.environment.contains {
                names.contains($0.key.lowercased()) && !$0.value.isEmpty
            }
        }

        /// The outcome of a transfer libcurl reported as done with `code`. Moves the body out.
        func takeResult(_ code: CURLcode) -> Result<HTTPResponse, TransportError> {
            guard code == CURLE_OK else {
                if exceededMaxResponseBytes || code == CURLE_FILESIZE_EXCEEDED {
                    return .failure(.bodyOverLimit(maxResponseBytes))
                }
                let message = failureMessage(code)
                if !headComplete, CurlError.isHeaderOverflow(code, message: message) {
                    return .failure(.headersTooLarge(limits: "libcurl reads 100 KiB a line, 300 KiB in all"))
                }
                return .failure(TransportError(CurlError.kind(of: code), message))
            }
            // libcurl takes a head cut off by the connection's close as a response without a body.
            guard headComplete else {
                return .failure(
                    TransportError(.connectionLost, "the connection closed before the response's head ended"))
            }
            var status = 0
            _ = courier_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            let headers = HTTPHeaders(responseFields.map { ($0.name, $0.value) })
            let body = responseBody
            responseBody = Data()
            lastBodySize = body.count
            var response = HTTPResponse(status: status, headers: headers, body: body)
            response.metrics = transferMetrics()
            response.url = redirectedURL()
            return .success(response)
        }
    }
#endif
