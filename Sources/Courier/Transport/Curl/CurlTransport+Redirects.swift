#if canImport(CCurl)
    extension CurlTransport {
        /// The credential headers libcurl leaves behind itself when a redirect leads to another
        /// origin. It sends any other header on, so a request carrying another credential
        /// (``Redirect/credentialHeaders``: `X-Api-Key`, `X-Airtable-Api-Key`…) has its redirects
        /// followed here instead.
        static let headersLibcurlLeavesBehind: Set<String> = ["authorization", "cookie"]

        /// Whether `request`'s redirects are followed by the transport rather than by libcurl.
        func followsRedirectsHere(_ request: HTTPRequest) -> Bool {
            configuration.followsRedirects && request.options.followsRedirects
                && Redirect.credentialHeaders.contains { name in
                    !Self.headersLibcurlLeavesBehind.contains(name.lowercased())
                        && request.headers[name] != nil
                }
        }

        /// Follows `request`'s redirects one exchange at a time, by ``Redirect``'s rules: a
        /// redirect to another origin goes without the caller's credentials. Past
        /// ``Configuration/maxRedirects`` it fails as libcurl does.
        func sendFollowingRedirects(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            var current = request
            current.options.followsRedirects = false
            var response = try await exchange(current)
            var followed = 0
            while let following = Redirect.request(after: response, to: current) {
                guard followed < configuration.maxRedirects else {
                    throw TransportError(.other, "Maximum (\(configuration.maxRedirects)) redirects followed")
                }
                followed += 1
                current = following
                response = try await exchange(current)
            }
            response.metrics?.redirects = followed
            return response
        }
    }
#endif
