#if canImport(CCurl)
    import Foundation

    /// A reusable buffer holding the bytes of a small request body while libcurl sends them
    /// (`CURLOPT_POSTFIELDS` does not copy). Bodies over ``capacity`` are not copied here: libcurl
    /// reads them through the read callback, as it reads files (see ``UploadBody``).
    final class CurlRequestBody {
        /// The largest body kept here.
        static let capacity = 64 * 1024
        private var storage: UnsafeMutableRawBufferPointer

        init() { storage = .allocate(byteCount: 1024, alignment: 1) }

        deinit { storage.deallocate() }

        /// Copies `body` (empty when `nil`; at most ``capacity`` bytes) into the buffer and returns
        /// the bytes to send. The base address is never `nil`, so libcurl sends an empty body rather
        /// than reading from stdin.
        func store(_ body: Data?) -> UnsafeMutableRawBufferPointer {
            let count = body?.count ?? 0
            if count > storage.count {
                storage.deallocate()
                storage = .allocate(byteCount: count, alignment: 1)
            }
            if let body { _ = body.copyBytes(to: storage) }
            return UnsafeMutableRawBufferPointer(rebasing: storage[0..<count])
        }
    }
#endif
