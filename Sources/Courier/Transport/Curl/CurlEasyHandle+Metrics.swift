#if canImport(CCurl)
    import Basics
    import CCurl
    import Foundation

    extension CurlEasyHandle {
        /// What libcurl measured of the transfer that just ended.
        func transferMetrics() -> TransferMetrics {
            TransferMetrics(
                nameLookup: time(CURLINFO_NAMELOOKUP_TIME_T), connect: time(CURLINFO_CONNECT_TIME_T),
                tlsHandshake: time(CURLINFO_APPCONNECT_TIME_T),
                firstByte: time(CURLINFO_STARTTRANSFER_TIME_T),
                total: time(CURLINFO_TOTAL_TIME_T), reusedConnection: number(CURLINFO_NUM_CONNECTS) == 0,
                remoteAddress: remoteAddress(), httpVersion: httpVersion(),
                redirects: number(CURLINFO_REDIRECT_COUNT))
        }

        /// The address libcurl last asked for when it followed redirects (``HTTPResponse/url``); `nil`
        /// when it followed none: the request's own, read (and parsed) only when it can differ.
        func redirectedURL() -> URL? {
            guard number(CURLINFO_REDIRECT_COUNT) > 0 else { return nil }
            return effectiveURL()
        }

        /// The address libcurl last asked for, as `host:port` (the scheme's port when it names
        /// none): where a connection that could not be made was tried, which libcurl does not
        /// report as its remote address.
        func askedAddress() -> String? {
            guard let url = effectiveURL(), let host = url.host(percentEncoded: false), !host.isEmpty else {
                return nil
            }
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            return "\(URLHost.bracketed(host)):\(port)"
        }

        private func effectiveURL() -> URL? {
            var pointer: UnsafeMutableRawPointer?
            guard courier_easy_getinfo_pointer(easy, CURLINFO_EFFECTIVE_URL, &pointer) == CURLE_OK,
                let pointer
            else { return nil }
            return URL(string: String(cString: pointer.assumingMemoryBound(to: CChar.self)))
        }

        /// A time libcurl keeps in microseconds.
        func time(_ info: CURLINFO) -> Duration {
            var microseconds: curl_off_t = 0
            _ = courier_easy_getinfo_off_t(easy, info, &microseconds)
            return .microseconds(microseconds)
        }

        func number(_ info: CURLINFO) -> Int {
            var value = 0
            _ = courier_easy_getinfo_long(easy, info, &value)
            return value
        }

        private func remoteAddress() -> String? {
            var pointer: UnsafeMutableRawPointer?
            guard courier_easy_getinfo_pointer(easy, CURLINFO_PRIMARY_IP, &pointer) == CURLE_OK, let pointer
            else { return nil }
            let address = String(cString: pointer.assumingMemoryBound(to: CChar.self))
            guard !address.isEmpty else { return nil }
            let port = number(CURLINFO_PRIMARY_PORT)
            return "\(URLHost.bracketed(address)):\(port)"
        }

        private func httpVersion() -> String? {
            switch number(CURLINFO_HTTP_VERSION) {
            case Int(CURL_HTTP_VERSION_1_0): "1.0"
            case Int(CURL_HTTP_VERSION_1_1): "1.1"
            case Int(CURL_HTTP_VERSION_2_0): "2"
            case Int(CURL_HTTP_VERSION_3): "3"
            default: nil
            }
        }
    }
#endif
