#if canImport(CCurl)
    import CCurl

    /// Process-wide libcurl initialisation, done once, thread-safely, before the first handle exists.
    enum CurlGlobal {
        /// `curl_global_init`'s result. Swift initialises a static `let` exactly once, under a lock.
        private static let initialisation: CURLcode = curl_global_init(Int(CURL_GLOBAL_ALL))

        /// Initialises libcurl if that has not happened yet; throws if it failed.
        static func ensureInitialised() throws(TransportError) {
            let code = initialisation
            guard code == CURLE_OK else {
                throw TransportError(.other, "curl_global_init failed: \(CurlError.describe(code))")
            }
        }
    }
#endif
