#if canImport(CCurl)
    import CCurl

    /// libcurl's `CURLOPT_READFUNCTION`: the next bytes of a body read from its segments. Returning 0
    /// ends the body; `CURL_READFUNC_ABORT` fails the transfer (the reason is kept).
    let curlReadBody: curl_read_callback = { buffer, size, count, owner in
        guard let buffer, let owner else { return 0 }
        let handle = Unmanaged<CurlEasyHandle>.fromOpaque(owner).takeUnretainedValue()
        guard let body = handle.uploadBody else { return 0 }
        let target = UnsafeMutableRawBufferPointer(start: buffer, count: size * count)
        do throws(TransportError) {
            if let pump = body.pump {
                switch try pump.read(into: target) {
                case .bytes(let count): return count
                case .end: return 0
                case .wait: return Int(CURL_READFUNC_PAUSE)  // the pump's resumer unpauses
                }
            }
            return try body.read(into: target)
        } catch {
            handle.uploadFailure = error
            return Int(CURL_READFUNC_ABORT)
        }
    }

    /// libcurl's `CURLOPT_SEEKFUNCTION`: rewinds a body with files to send it again (after a 307 or 308
    /// redirect, or on a fresh connection when a kept-alive one turned out closed).
    let curlSeekBody: curl_seek_callback = { owner, offset, origin in
        guard let owner else { return Int32(CURL_SEEKFUNC_CANTSEEK) }
        let handle = Unmanaged<CurlEasyHandle>.fromOpaque(owner).takeUnretainedValue()
        guard let body = handle.uploadBody, origin == SEEK_SET else { return Int32(CURL_SEEKFUNC_CANTSEEK) }
        if body.pump != nil, !body.rewind(to: Int(offset)) {
            handle.uploadFailure = TransportError(
                .other,
                "a streamed request body cannot be sent twice in one attempt (a 307 or 308 redirect, "
                    + "or a reused connection that had closed, asked for it again)")
            return Int32(CURL_SEEKFUNC_FAIL)
        }
        return Int32(body.rewind(to: Int(offset)) ? CURL_SEEKFUNC_OK : CURL_SEEKFUNC_FAIL)
    }

    extension CurlEasyHandle {
        /// Once the transfer has ended: closes a body's files, and names a read failure as the reason
        /// the transfer failed.
        func finishUpload(_ result: Result<HTTPResponse, TransportError>) -> Result<
            HTTPResponse, TransportError
        > {
            guard let uploadBody else { return result }
            uploadBody.pump?.close()
            self.uploadBody = nil
            defer { uploadFailure = nil }
            if let uploadFailure, case .failure = result { return .failure(uploadFailure) }
            return result
        }
    }
#endif
