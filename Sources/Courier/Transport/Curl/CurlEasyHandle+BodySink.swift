import Basics

#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEasyHandle {
        /// Where a body goes when its request asked for more than memory (a download's file, or a
        /// stream to its reader), decided at its first byte by the status.
        enum BodySink {
            /// A 2xx body, written to the destination's partial file.
            case file(DownloadFile)
            /// A 2xx body, handed to the reader of ``Client/bytes(for:bufferLimit:)`` as it arrives.
            case stream(BodyStream)
            /// Any other status: kept in memory, under `maxResponseBytes`, like every other body.
            case memory
        }

        /// Sets the handle up for a request whose body may go to a file or a stream. Such a body
        /// is not limited by `maxResponseBytes` (that guards memory), so libcurl's size limit is
        /// lifted for it; the write callback still limits a body kept in memory.
        func prepareBodySink(for request: HTTPRequest) throws(TransportError) {
            let options = request.options
            sinkOptions = options.downloadDestination != nil || options.bodyStream != nil ? options : nil
            bodySink = nil
            sinkFailure = nil
            let limit = sinkOptions == nil ? maxResponseBytes : 0
            guard limit != fileSizeLimit else { return }
            try check(courier_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)))
            fileSizeLimit = limit
        }

        /// What the write callback did with a body's bytes.
        enum SinkWrite {
            /// The file or the stream took them.
            case taken
            /// They belong in memory.
            case memory
            /// The stream's reader is behind: libcurl holds them back until `unpause`.
            case pause
        }

        /// In the write callback: hands `bytes` to the file or stream if the response is a 2xx.
        /// Throws if they cannot be taken.
        func writeToSink(_ bytes: UnsafeRawBufferPointer) throws(TransportError) -> SinkWrite {
            if bodySink == nil { bodySink = try openSink() }
            switch bodySink {
            case .file(let file):
                try file.write(bytes)
                return .taken
            case .stream(let stream): return try stream.deliver(bytes) ? .taken : .pause
            case .memory, nil: return .memory
            }
        }

        /// Once the transfer has ended, outside the loop's lock: a successful 2xx download's file is
        /// renamed over its destination (an empty body makes an empty file); any other end removes
        /// the partial file, or keeps it for a resumable download to continue. Lets go of the
        /// sink either way (a stream is ended by the client, which has the final response).
        func finishBodySink(_ result: Result<HTTPResponse, TransportError>) -> Result<
            HTTPResponse, TransportError
        > {
            guard let options = sinkOptions else { return result }
            defer {
                sinkOptions = nil
                bodySink = nil
                sinkFailure = nil
            }
            if let sinkFailure { return .failure(sinkFailure) }
            guard case .success(var response) = result, response.isSuccess, options.downloadDestination != nil
            else { return result }
            do throws(TransportError) {
                if bodySink == nil { bodySink = try openSink() }
                if case .file(let file) = bodySink { response.bodyFile = try file.commit() }
                return .success(response)
            } catch {
                return .failure(error)
            }
        }

        /// Where the response's body goes, once its status and headers are in. A download body
        /// announced as too large fails before any of it is written; a stream that began in an
        /// earlier attempt is not begun again.
        private func openSink() throws(TransportError) -> BodySink {
            guard let sinkOptions else { return .memory }
            var status = 0
            _ = courier_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            let headers = HTTPHeaders(responseFields.map { ($0.name, $0.value) })
            if let stream = sinkOptions.bodyStream {
                guard (200..<300).contains(status) else { return .memory }
                var response = HTTPResponse(status: status, headers: headers)
                response.url = redirectedURL()
                guard stream.begin(response) else {
                    throw TransportError(.other, "a streamed body that has begun cannot be received again")
                }
                return .stream(stream)
            }
            guard let file = try DownloadFile.opened(status: status, headers: headers, for: sinkOptions)
            else { return .memory }
            var length: curl_off_t = -1
            _ = courier_easy_getinfo_off_t(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
            if length >= 0 { try file.checkLimit(adding: Int(length)) }
            return .file(file)
        }
    }
#endif
