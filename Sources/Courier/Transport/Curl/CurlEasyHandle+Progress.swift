#if canImport(CCurl)
    import CCurl

    /// libcurl's `CURLOPT_XFERINFOFUNCTION`, called often during a transfer (with unchanged figures
    /// too) under the loop's lock; passes figures that changed to the request's observer.
    let curlTransferInfo: curl_xferinfo_callback = { owner, downloadTotal, downloaded, _, uploaded in
        guard let owner else { return 0 }
        let handle = Unmanaged<CurlEasyHandle>.fromOpaque(owner).takeUnretainedValue()
        handle.reportProgress(
            TransferProgress(
                bytesSent: Int(uploaded), bytesExpectedToSend: handle.uploadSize,
                bytesReceived: Int(downloaded),
                bytesExpectedToReceive: downloadTotal > 0 ? Int(downloadTotal) : nil))
        return 0
    }

    extension CurlEasyHandle {
        /// Turns libcurl's progress calls on for a request with an observer, and off otherwise.
        func prepareProgress(for request: HTTPRequest) throws(TransportError) {
            let wanted = request.options.progress != nil
            if wanted != callsProgress {
                try check(courier_easy_setopt_long(easy, CURLOPT_NOPROGRESS, wanted ? 0 : 1))
                callsProgress = wanted
            }
            progressObserver = request.options.progress
            lastProgress = nil
            uploadSize = request.body?.count ?? uploadBody?.announcedSize ?? 0
        }

        /// Passes `progress` on unless it repeats the last report.
        func reportProgress(_ progress: TransferProgress) {
            guard let progressObserver, progress != lastProgress else { return }
            lastProgress = progress
            progressObserver.report(progress)
        }

        /// Once the transfer has ended: the last report, from libcurl's totals, if it succeeded.
        /// Lets go of the observer either way.
        func finishProgress(_ result: Result<HTTPResponse, TransportError>) {
            guard progressObserver != nil else { return }
            if case .success = result {
                var uploaded: curl_off_t = 0
                var downloaded: curl_off_t = 0
                _ = courier_easy_getinfo_off_t(easy, CURLINFO_SIZE_UPLOAD_T, &uploaded)
                _ = courier_easy_getinfo_off_t(easy, CURLINFO_SIZE_DOWNLOAD_T, &downloaded)
                reportProgress(.completed(sent: Int(uploaded), received: Int(downloaded)))
            }
            progressObserver = nil
        }
    }
#endif
