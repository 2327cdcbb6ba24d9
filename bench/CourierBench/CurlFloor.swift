import Basics

#if canImport(CCurl)
    import CCurl
    import Foundation

    /// libcurl alone, driven the plainest way, as the reference CurlTransport is measured against: no
    /// Swift concurrency, no event-loop thread, no `Client`, responses discarded.
    ///
    /// - Concurrency 1: one easy handle reused with `curl_easy_perform`.
    /// - More: one multi handle with that many easy handles, driven by `curl_multi_perform` and
    ///   `curl_multi_poll` on this thread; each finished handle is added again at once.
    enum CurlFloor {
        /// Requests per second over `seconds`, after one warm-up request per handle.
        static func rate(url: String, concurrency: Int, seconds: Int) throws -> Double {
            guard curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK else {
                throw FloorError("curl_global_init")
            }
            let handles = try (0..<Swift.max(1, concurrency)).map { _ in try makeHandle(url: url) }
            defer { for easy in handles { curl_easy_cleanup(easy) } }
            if handles.count == 1 { return try sequential(handles[0], seconds: seconds) }
            return try concurrent(handles, seconds: seconds)
        }

        private static func sequential(_ easy: UnsafeMutableRawPointer, seconds: Int) throws -> Double {
            guard curl_easy_perform(easy) == CURLE_OK else { throw FloorError("warm-up request") }
            let start = ContinuousClock.now
            let deadline = start + .seconds(seconds)
            var count = 0
            while ContinuousClock.now < deadline {
                guard curl_easy_perform(easy) == CURLE_OK else { throw FloorError("request") }
                count += 1
            }
            return Double(count) / (ContinuousClock.now - start).seconds
        }

        private static func concurrent(_ handles: [UnsafeMutableRawPointer], seconds: Int) throws -> Double {
            guard let multi = curl_multi_init() else { throw FloorError("curl_multi_init") }
            defer { curl_multi_cleanup(multi) }
            for easy in handles { curl_multi_add_handle(multi, easy) }
            defer { for easy in handles { curl_multi_remove_handle(multi, easy) } }
            var count = 0
            var start = ContinuousClock.now
            var deadline = ContinuousClock.now + .seconds(3600)
            var warmedUp = 0
            while ContinuousClock.now < deadline {
                var running: Int32 = 0
                curl_multi_perform(multi, &running)
                var queued: Int32 = 0
                while let message = curl_multi_info_read(multi, &queued) {
                    guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else {
                        continue
                    }
                    guard message.pointee.data.result == CURLE_OK else { throw FloorError("request") }
                    curl_multi_remove_handle(multi, easy)
                    curl_multi_add_handle(multi, easy)
                    count += 1
                    warmedUp += 1
                    if warmedUp == handles.count {  // every connection is open: the measurement starts
                        count = 0
                        start = ContinuousClock.now
                        deadline = start + .seconds(seconds)
                    }
                }
                curl_multi_poll(multi, nil, 0, 100, nil)
            }
            return Double(count) / (ContinuousClock.now - start).seconds
        }

        private static func makeHandle(url: String) throws -> UnsafeMutableRawPointer {
            guard let easy = curl_easy_init() else { throw FloorError("curl_easy_init") }
            let discard: curl_write_callback = { _, size, count, _ in size * count }
            // The same per-handle settings CurlTransport uses where they cost something per request.
            let codes = [
                courier_easy_setopt_string(easy, CURLOPT_URL, url),
                courier_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1),
                courier_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, discard),
                courier_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, discard),
                courier_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""),
                courier_easy_setopt_string(easy, CURLOPT_USERAGENT, "Courier"),
            ]
            guard codes.allSatisfy({ $0 == CURLE_OK }) else {
                curl_easy_cleanup(easy)
                throw FloorError("curl_easy_setopt")
            }
            return easy
        }
    }

    /// A libcurl call of the floor measurement failed.
    struct FloorError: Error, CustomStringConvertible {
        let description: String
        init(_ what: String) { description = "libcurl floor: \(what) failed" }
    }
#endif
