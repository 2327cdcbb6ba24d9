#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEasyHandle {
        /// Sets this handle up for `request` and clears what the previous response left.
        /// Returns the generation that identifies this request for cancellation.
        func prepare(_ request: HTTPRequest, defaultTimeout: Duration) throws(TransportError) -> UInt64 {
            let current = generation.wrappingAdd(1, ordering: .relaxed).newValue
            responseFields.removeAll(keepingCapacity: true)
            responseBody = Data()
            exceededMaxResponseBytes = false
            headComplete = false
            maxResponseBytes = Swift.min(transportMaxResponseBytes, request.options.maxResponseBytes ?? .max)
            errorBuffer[0] = 0
            uploadBody = nil
            uploadFailure = nil

            try check(courier_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString))
            try applyTimeout(request.options.timeout ?? defaultTimeout, streaming: request.streamsBody)
            let follows = followsRedirects && request.options.followsRedirects
            try check(courier_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, follows ? 1 : 0))
            try chooseReceiveBuffer(downloading: request.options.downloadDestination != nil)
            let sendsBody = try applyMethodAndBody(request)
            let headers = try headerList.list(for: request.headers, sendsBody: sendsBody)
            try check(courier_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers))
            try prepareProgress(for: request)
            try prepareBodySink(for: request)
            return current
        }

        /// A body in memory gets `timeout` for the whole exchange (`CURLOPT_TIMEOUT_MS`). A streamed
        /// one may take as long as it keeps moving: it fails once it has sent and received less than
        /// a byte a second for `timeout`, rounded up to whole seconds (`CURLOPT_LOW_SPEED_*`, which
        /// count waiting for the answer too). Both are set every time, since handles are reused.
        private func applyTimeout(_ timeout: Duration, streaming: Bool) throws(TransportError) {
            self.timeout = streaming ? nil : timeout
            let whole = streaming ? 0 : timeout.curlMilliseconds
            try check(courier_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, whole))
            try check(courier_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, streaming ? 1 : 0))
            try check(
                courier_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, streaming ? timeout.curlSeconds : 0))
        }

        /// libcurl allocates its receive buffer for every transfer and frees it after. Its default
        /// (16 KiB) suits small responses: freeing a 64 KiB block makes glibc consolidate and trim
        /// its heap (`madvise`, and TLB-shootdown interrupts), about once per 24 small requests
        /// under load. After a large response a handle asks for 64 KiB, so large bodies arrive in
        /// fewer, larger reads. A download to a file gets 1 MiB, so its body is written in few, large
        /// `write` calls (`bench/download.sh` compares the sizes; a larger buffer gained nothing).
        private func chooseReceiveBuffer(downloading: Bool) throws(TransportError) {
            let wanted =
                downloading ? 1 << 20 : lastBodySize >= 256 * 1024 ? 64 * 1024 : Int(CURL_MAX_WRITE_SIZE)
            guard wanted != receiveBufferSize else { return }
            try check(courier_easy_setopt_long(easy, CURLOPT_BUFFERSIZE, wanted))
            receiveBufferSize = wanted
        }

        /// Chooses how libcurl sends the method: `HEAD` without a body, bodiless requests as a GET
        /// (renamed with `CUSTOMREQUEST` when needed), everything with a body, and bodiless
        /// POST/PUT/PATCH, as a POST of exactly these bytes (so an empty body sends
        /// `Content-Length: 0`). Returns whether a body is sent.
        private func applyMethodAndBody(_ request: HTTPRequest) throws(TransportError) -> Bool {
            let method = request.method
            guard method.isToken else { throw .invalidMethod(method) }
            try check(courier_easy_setopt_long(easy, CURLOPT_NOBODY, method == .head ? 1 : 0))
            if method == .head {
                try check(courier_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, nil))
                return false
            }
            let sendsBody =
                request.body != nil || request.bodySegments != nil || method == .post || method == .put
                || method == .patch
            // A large body in memory is read like a file rather than copied for POSTFIELDS.
            let large = request.body.flatMap {
                $0.count > CurlRequestBody.capacity ? [BodySegment.data($0)] : nil
            }
            if let segments = request.bodySegments ?? large {
                // No POSTFIELDS: libcurl reads the body through `curlReadBody`.
                let upload = try UploadBody(segments)
                uploadBody = upload
                try check(courier_easy_setopt_long(easy, CURLOPT_POST, 1))
                try check(courier_easy_setopt_pointer(easy, CURLOPT_POSTFIELDS, nil))
                // -1 (a stream of unknown length): libcurl sends the body chunked.
                let size = curl_off_t(upload.announcedSize ?? -1)
                try check(courier_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, size))
            } else if sendsBody {
                let bytes = requestBody.store(request.body)
                try check(courier_easy_setopt_long(easy, CURLOPT_POST, 1))
                try check(
                    courier_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count)))
                try check(courier_easy_setopt_pointer(easy, CURLOPT_POSTFIELDS, bytes.baseAddress))
            } else {
                try check(courier_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
            }
            let standard = sendsBody ? HTTPMethod.post : HTTPMethod.get
            let custom = method == standard ? nil : method.rawValue
            try check(courier_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, custom))
            return sendsBody
        }
    }
#endif
