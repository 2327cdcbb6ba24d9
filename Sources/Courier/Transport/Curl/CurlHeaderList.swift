import Basics

#if canImport(CCurl)
    import CCurl

    /// The `curl_slist` of request headers for one easy handle, rebuilt only when the headers change
    /// (requests to one API usually repeat the same headers, so most requests reuse the list).
    final class CurlHeaderList {
        private var list: UnsafeMutablePointer<curl_slist>?
        private var builtFor: (headers: HTTPHeaders, sendsBody: Bool)?

        deinit { curl_slist_free_all(list) }

        /// The list for these headers. `Content-Length` is left to libcurl (it knows the body), and a
        /// request with a body but no `Content-Type` gets none (libcurl would otherwise add a form type).
        func list(for headers: HTTPHeaders, sendsBody: Bool) throws(TransportError)
            -> UnsafeMutablePointer<curl_slist>?
        {
            if let builtFor, builtFor.sendsBody == sendsBody, builtFor.headers == headers { return list }
            curl_slist_free_all(list)
            list = nil
            builtFor = nil
            var lines: [String] = []
            for field in headers where !field.name.equalsIgnoringASCIICase("Content-Length") {
                try Self.validate(field)
                // "Name;" is libcurl's spelling of a header with an empty value ("Name:" removes it).
                lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
            }
            if sendsBody && !headers.contains("Content-Type") { lines.append("Content-Type:") }
            var built: UnsafeMutablePointer<curl_slist>?
            for line in lines {
                guard let appended = curl_slist_append(built, line) else {
                    curl_slist_free_all(built)
                    throw TransportError(.other, "out of memory building request headers")
                }
                built = appended
            }
            list = built
            builtFor = (headers, sendsBody)
            return list
        }

        /// Rejects names and values that would break the header block (CR, LF, NUL; colon in names).
        private static func validate(_ field: HTTPHeaders.Field) throws(TransportError) {
            func breaksLine(_ byte: UInt8) -> Bool { byte == 0 || byte == 10 || byte == 13 }
            let badName = field.name.isEmpty || field.name.utf8.contains { breaksLine($0) || $0 == 58 }
            guard !badName, !field.value.utf8.contains(where: breaksLine) else {
                throw TransportError(.other, "invalid request header field \"\(field.name)\"")
            }
        }
    }
#endif
