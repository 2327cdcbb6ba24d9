#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEasyHandle {
        /// Where a download request's body goes, decided at its first byte by the status.
        enum BodySink {
            /// A 2xx body, written to the destination's partial file.
            case file(DownloadFile)
            /// Any other status: kept in memory, under `maxResponseBytes`, like every other body.
            case memory
        }

        /// Sets the handle up for a request that may be a download. A download's file is not
        /// limited by `maxResponseBytes` (that guards memory), so libcurl's size limit is lifted
        /// for it; the write callback still limits a body kept in memory.
        func prepareDownload(for request: HTTPRequest) throws(TransportError) {
            downloadOptions = request.options.downloadDestination == nil ? nil : request.options
            bodySink = nil
            downloadFailure = nil
            let limit = downloadOptions == nil ? maxResponseBytes : 0
            guard limit != fileSizeLimit else { return }
            try check(courier_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)))
            fileSizeLimit = limit
        }

        /// In the write callback, for a download request: writes `bytes` to the file if the
        /// response is a 2xx. Returns `false` if they belong in memory instead; throws if the file
        /// could not be written.
        func writeDownload(_ bytes: UnsafeRawBufferPointer) throws(TransportError) -> Bool {
            if bodySink == nil {
                bodySink = try openDownloadFile().map(BodySink.file) ?? .memory
            }
            guard case .file(let file) = bodySink else { return false }
            try file.write(bytes)
            return true
        }

        /// Once the transfer has ended, outside the loop's lock: a successful 2xx download's file is
        /// renamed over its destination (an empty body makes an empty file); any other end removes
        /// the partial file, or keeps it for a resumable download to continue. Lets go of the
        /// download either way.
        func finishDownload(_ result: Result<HTTPResponse, TransportError>) -> Result<
            HTTPResponse, TransportError
        > {
            guard downloadOptions != nil else { return result }
            defer {
                downloadOptions = nil
                bodySink = nil
                downloadFailure = nil
            }
            if let downloadFailure { return .failure(downloadFailure) }
            guard case .success(var response) = result, response.isSuccess else { return result }
            do throws(TransportError) {
                let file: DownloadFile?
                if case .file(let written) = bodySink {
                    file = written
                } else {
                    file = try openDownloadFile()
                }
                response.bodyFile = try file?.commit()
                return .success(response)
            } catch {
                return .failure(error)
            }
        }

        /// The file for the response's body, once its status and headers are in; `nil` if the
        /// body belongs in memory. A body announced as too large fails before any of it is written.
        private func openDownloadFile() throws(TransportError) -> DownloadFile? {
            guard let downloadOptions else { return nil }
            var status = 0
            _ = courier_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            let headers = HTTPHeaders(responseFields.map { ($0.name, $0.value) })
            guard let file = try DownloadFile.opened(status: status, headers: headers, for: downloadOptions)
            else { return nil }
            var length: curl_off_t = -1
            _ = courier_easy_getinfo_off_t(easy, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
            if length >= 0 { try file.checkLimit(adding: Int(length)) }
            return file
        }
    }
#endif
