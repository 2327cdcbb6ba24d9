#if canImport(CCurl)
    extension CurlTransport {
        /// The credential headers (``Redirect/credentialHeaders``) libcurl would send on to another
        /// origin: it leaves only `Authorization` and `Cookie` behind itself. A request carrying one
        /// of these (`X-Api-Key`, `X-Airtable-Api-Key`…) has its redirects followed here instead.
        static let credentialsLibcurlForwards = Redirect.credentialHeaders.filter {
            !["authorization", "cookie"].contains($0.lowercased())
        }

        /// Whether `request`'s redirects are followed by the transport rather than by libcurl: when
        /// it carries a credential libcurl would send on, or when its method is one libcurl sends by
        /// name (`PUT`, `PATCH`, `DELETE`…), which libcurl keeps on every redirect, where a `303`
        /// must become a `GET` (RFC 9110, 15.4.4).
        func followsRedirectsHere(_ request: HTTPRequest) -> Bool {
            configuration.followsRedirects && request.options.followsRedirects
                && (![.get, .head, .post].contains(request.method)
                    || Self.credentialsLibcurlForwards.contains { request.headers[$0] != nil })
        }

        /// Follows `request`'s redirects one exchange at a time, by ``Redirect``'s rules: a
        /// redirect to another origin goes without the caller's credentials. As with libcurl, the
        /// timeout is the whole exchange's, every hop included (a streamed body's stays how long
        /// each hop may stall), and past ``Configuration/maxRedirects`` (a negative one: no limit)
        /// it fails. The response's metrics are its last hop's.
        func sendFollowingRedirects(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            let clock = ContinuousClock()
            let timeout = request.options.timeout ?? configuration.timeout
            let deadline = request.options.bodyStream == nil ? clock.now + timeout : nil
            var current = request
            current.options.followsRedirects = false
            var response = try await exchange(current)
            var followed = 0
            while var following = Redirect.request(after: response, to: current) {
                let limit = configuration.maxRedirects
                guard limit < 0 || followed < limit else {
                    throw TransportError(.other, "Maximum (\(limit)) redirects followed")
                }
                if let deadline {
                    let left = deadline - clock.now
                    guard left > .zero else {
                        throw TransportError(
                            .timedOut, "the redirects took longer than the timeout of \(timeout)")
                    }
                    following.options.timeout = left
                }
                followed += 1
                current = following
                response = try await exchange(current)
            }
            response.metrics?.redirects = followed
            response.url = current.url
            return response
        }
    }
#endif
