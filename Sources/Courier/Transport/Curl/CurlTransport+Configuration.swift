#if canImport(CCurl)
    import Foundation

    extension CurlTransport {
        /// Settings shared by every request a ``CurlTransport`` sends.
        public struct Configuration: Sendable, Hashable {
            /// The longest a whole exchange may take when the request sets no `options.timeout`; a
            /// streamed body, how long it may stall (``RequestOptions/timeout``).
            public var timeout: Duration = TransportDefaults.timeout
            /// The longest connecting (TCP and TLS handshake) may take.
            public var connectTimeout: Duration = .seconds(10)
            /// Responses with a larger (decoded) body fail with ``TransportError/Kind/responseTooLarge``.
            /// It guards memory: a download's file has its own limit,
            /// ``RequestOptions/maxDownloadBytes``.
            public var maxResponseBytes: Int = TransportDefaults.maxResponseBytes
            /// Sends `Accept-Encoding` for every encoding libcurl can decode (gzip, deflate, and brotli
            /// or zstd where built in) and decodes responses transparently.
            public var acceptsCompressedResponses: Bool = true
            /// A PEM file of extra certificate authorities to trust, in addition to the system ones.
            /// Certificates are always verified; this is how a private or test CA is trusted.
            public var additionalCAFile: String?
            /// Public-key pins. When not empty, every HTTPS server this transport talks to must show a
            /// certificate whose key is one of these, whoever signed it (the certificate is still
            /// verified first), so a certificate another trusted authority issued for the host is
            /// refused; any other key fails with ``TransportError/Kind/tls``. Each pin is `sha256//`
            /// and the base64 SHA-256 of the key's DER `SubjectPublicKeyInfo`, as printed by
            /// `openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der |
            /// openssl dgst -sha256 -binary | base64`. List the next key as well, so that replacing
            /// the certificate does not lock clients out; give a pinned API a transport of its own.
            public var pinnedPublicKeys: [String] = []
            /// The `User-Agent` sent when a request has none of its own.
            public var userAgent: String = "Courier"
            /// Whether 3xx responses with a `Location` are followed (over HTTP and HTTPS only); a
            /// request may still refuse them (``RequestOptions/followsRedirects``).
            public var followsRedirects: Bool = true
            /// How many redirects one request may follow before it fails.
            public var maxRedirects: Int = TransportDefaults.maxRedirects
            /// How many connections to one host may be open at once; further requests wait for one.
            /// Split between the event loops (each gets at least one).
            public var maxConnectionsPerHost: Int = 16
            /// How many threads run transfers; each has its own connections. One request at a time
            /// always uses the first loop (so sequential requests share one connection); concurrent
            /// requests go to the least busy loop. Defaults to half the CPUs, at least 1 and at
            /// most 4: the rest is left to the tasks that send the requests and use the responses.
            /// (On 2 cores, 16 concurrent requests were as fast with 1 loop as with 2, and
            /// ``CurlTransport/taskExecutor`` wants 1.)
            public var eventLoopCount: Int = Swift.min(
                4, Swift.max(1, ProcessInfo.processInfo.activeProcessorCount / 2))

            public init() {}
        }
    }
#endif
