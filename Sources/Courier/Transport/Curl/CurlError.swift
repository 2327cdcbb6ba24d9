#if canImport(CCurl)
    import CCurl

    /// Maps libcurl's result codes to ``TransportError``.
    enum CurlError {
        /// The ``TransportError/Kind`` for a failed transfer's result code.
        static func kind(of code: CURLcode) -> TransportError.Kind {
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                .timedOut
            case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                .cannotConnect
            case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING,
                CURLE_HTTP2, CURLE_HTTP2_STREAM:
                .connectionLost
            case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
                CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
                CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED,
                CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
                CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
                .tls
            case CURLE_FILESIZE_EXCEEDED:
                .responseTooLarge
            default:
                .other
            }
        }

        /// Whether a transfer that failed with `code` before its response head ended did so
        /// because the head was larger than libcurl reads: one line over 100 KiB (reported as
        /// out of memory by libcurl 7.88), over 300 KiB in all ("Too large response headers"), or
        /// libcurl 8's `CURLE_TOO_LARGE`.
        static func isHeaderOverflow(_ code: CURLcode, message: String) -> Bool {
            code == CURLE_OUT_OF_MEMORY || code.rawValue == 100
                || (code == CURLE_RECV_ERROR && message.lowercased().contains("too large response headers"))
        }

        /// curl's error buffer when it says something, else the generic text for `code`.
        static func message(for code: CURLcode, errorBuffer: UnsafePointer<CChar>) -> String {
            let detail = String(cString: errorBuffer)
            return detail.isEmpty ? describe(code) : "\(detail) (curl \(code.rawValue))"
        }

        /// The generic text for a result code, e.g. `"Couldn't connect to server (curl 7)"`.
        static func describe(_ code: CURLcode) -> String {
            "\(String(cString: curl_easy_strerror(code))) (curl \(code.rawValue))"
        }
    }
#endif
