import Basics

#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    /// One libcurl easy handle plus everything a transfer on it needs, reused across requests.
    ///
    /// A handle belongs to one ``CurlEventLoop`` for life. A caller of `send` takes it from the loop's
    /// idle list and prepares it (nobody else can reach it then); from `begin` until its transfer
    /// ended it is only touched under the loop's lock (libcurl's callbacks run inside multi calls
    /// made under that lock); `send` takes the result from `outcome` and puts the handle back. That
    /// is why the class can be `@unchecked Sendable`.
    /// `generation` and `cancelledGeneration` are atomics because a late cancellation handler may
    /// read them while the handle already serves a newer request.
    final class CurlEasyHandle: @unchecked Sendable {
        /// The libcurl easy handle.
        let easy: UnsafeMutableRawPointer
        /// Counts the requests this handle has carried; a cancellation names the one it means.
        let generation = Atomic<UInt64>(0)
        /// The generation whose task was cancelled, if any.
        let cancelledGeneration = Atomic<UInt64>(0)
        /// Where libcurl writes a readable error (CURL_ERROR_SIZE bytes).
        let errorBuffer: UnsafeMutablePointer<CChar>

        /// Under the loop's lock: the handle is in the multi handle.
        var isActive = false
        /// Where the current transfer's result is handed to its `send` call.
        let outcome = CurlTransferOutcome()

        // Request side, kept between requests so they are not rebuilt each time.
        var headerList = CurlHeaderList()
        var requestBody = CurlRequestBody()

        // Response side, filled by libcurl's callbacks (under the loop's lock).
        var responseFields: [HTTPHeaders.Field] = []
        var responseBody = Data()
        /// The transport's limit on a body in memory (``CurlTransport/Configuration/maxResponseBytes``).
        private(set) var transportMaxResponseBytes = 0
        /// Whether the transport follows redirects at all (a request may still ask not to).
        private(set) var followsRedirects = true
        /// The current request's limit: the transport's, or the request's own when lower.
        var maxResponseBytes = 0
        var exceededMaxResponseBytes = false
        /// Whether the current response's head has ended (its blank line arrived).
        var headComplete = false
        /// The timeout of the whole exchange being made, for a failure to name; `nil` for a streamed
        /// body, whose timeout libcurl counts as a stall in whole seconds (its own words say so).
        var timeout: Duration?
        /// The body size of the last response, which picks the receive buffer for the next one.
        var lastBodySize = 0
        /// The receive buffer size libcurl has been given (0: its default).
        var receiveBufferSize = 0

        // Progress reports, for requests with an observer.
        var progressObserver: ProgressObserver?
        var lastProgress: TransferProgress?
        var uploadSize = 0
        /// Whether libcurl's progress calls are on (`CURLOPT_NOPROGRESS` is 0).
        var callsProgress = false

        // File uploads: the body read from a file as libcurl sends it.
        var uploadBody: UploadBody?
        /// Why the file could not be read, if it could not.
        var uploadFailure: TransportError?

        // Downloads and streams: a 2xx body written to a file or handed to a reader instead of
        // `responseBody`.
        /// The options of a request with a download destination or a body stream, else `nil`.
        var sinkOptions: RequestOptions?
        var bodySink: BodySink?
        /// Why the file or stream could not take the body, if it could not.
        var sinkFailure: TransportError?
        /// libcurl's `CURLOPT_MAXFILESIZE_LARGE` as last set (0: none, for downloads).
        var fileSizeLimit = 0

        /// Creates an easy handle with the settings that never change between requests; its
        /// connections' sockets are opened and closed through `poller` (its loop's).
        init(configuration: CurlTransport.Configuration, poller: UnsafeMutablePointer<courier_poller>)
            throws(TransportError)
        {
            try CurlGlobal.ensureInitialised()
            guard let easy = curl_easy_init() else { throw TransportError(.other, "curl_easy_init failed") }
            self.easy = easy
            errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
            errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
            do {
                try applyBaseOptions(configuration)
                try check(courier_poller_adopt(poller, easy))
            } catch {
                curl_easy_cleanup(easy)
                errorBuffer.deallocate()
                throw error
            }
        }

        deinit {
            curl_easy_cleanup(easy)
            errorBuffer.deallocate()
        }

        private func applyBaseOptions(_ configuration: CurlTransport.Configuration) throws(TransportError) {
            let this = Unmanaged.passUnretained(self).toOpaque()
            try check(courier_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_PRIVATE, this))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
            try check(courier_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, curlWriteBody))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, this))
            try check(courier_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, curlWriteHeader))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, this))
            try check(courier_easy_setopt_read_function(easy, curlReadBody))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_READDATA, this))
            try check(courier_easy_setopt_seek_function(easy, curlSeekBody))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_SEEKDATA, this))
            try check(courier_easy_setopt_xferinfo_function(easy, curlTransferInfo))
            try check(courier_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, this))
            try check(courier_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
            try check(courier_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"))
            followsRedirects = configuration.followsRedirects
            try check(courier_easy_setopt_long(easy, CURLOPT_MAXREDIRS, configuration.maxRedirects))
            try check(
                courier_easy_setopt_long(
                    easy, CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.curlMilliseconds))
            try check(courier_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent))
            try check(courier_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1))
            try check(courier_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2))
            if let caFile = configuration.additionalCAFile {
                // Debian's libcurl also keeps its CA path (/etc/ssl/certs), so system CAs stay trusted.
                try check(courier_easy_setopt_string(easy, CURLOPT_CAINFO, caFile))
            }
            if !configuration.pinnedPublicKeys.isEmpty {
                let pins = configuration.pinnedPublicKeys.joined(separator: ";")
                try check(courier_easy_setopt_string(easy, CURLOPT_PINNEDPUBLICKEY, pins))
            }
            if configuration.acceptsCompressedResponses {
                try check(courier_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
            }
            try check(
                courier_easy_setopt_off_t(
                    easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxResponseBytes)))
            try check(courier_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1))
            transportMaxResponseBytes = configuration.maxResponseBytes
            maxResponseBytes = configuration.maxResponseBytes
            fileSizeLimit = configuration.maxResponseBytes
        }

        /// Throws ``TransportError/Kind/other`` with curl's text if a call failed.
        func check(_ code: CURLcode) throws(TransportError) {
            guard code == CURLE_OK else { throw TransportError(.other, CurlError.describe(code)) }
        }

        /// The handle that libcurl's `CURLOPT_PRIVATE` points back to.
        static func owner(of easy: UnsafeMutableRawPointer) -> CurlEasyHandle? {
            var pointer: UnsafeMutableRawPointer?
            guard courier_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &pointer) == CURLE_OK,
                let pointer
            else { return nil }
            return Unmanaged<CurlEasyHandle>.fromOpaque(pointer).takeUnretainedValue()
        }
    }

    extension Duration {
        /// Whole milliseconds for libcurl's `_MS` options, at least 1 (0 would mean "no limit").
        var curlMilliseconds: Int {
            let (seconds, attoseconds) = components
            let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
            guard !milliseconds.overflow else { return Int.max }
            return Swift.max(1, Int(milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
        }

        /// Whole seconds, rounded up, for libcurl's options counted in seconds; at least 1.
        var curlSeconds: Int {
            let milliseconds = curlMilliseconds
            return milliseconds / 1000 + (milliseconds % 1000 == 0 ? 0 : 1)
        }
    }
#endif
