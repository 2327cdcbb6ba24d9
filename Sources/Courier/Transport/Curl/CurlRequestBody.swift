#if canImport(CCurl)
    import Foundation

    /// A reusable buffer holding the bytes of a request body while libcurl sends them
    /// (`CURLOPT_POSTFIELDS` does not copy). Grows as needed; ``releaseIfLarge()`` gives back memory
    /// after an unusually large upload.
    final class CurlRequestBody {
        private var storage: UnsafeMutableRawBufferPointer
        private static let retainedCapacity = 64 * 1024

        init() { storage = .allocate(byteCount: 1024, alignment: 1) }

        deinit { storage.deallocate() }

        /// Copies `body` (empty when `nil`) into the buffer and returns the bytes to send. The base
        /// address is never `nil`, so libcurl sends an empty body rather than reading from stdin.
        func store(_ body: Data?) -> UnsafeMutableRawBufferPointer {
            let count = body?.count ?? 0
            if count > storage.count {
                storage.deallocate()
                storage = .allocate(byteCount: count, alignment: 1)
            }
            if let body { _ = body.copyBytes(to: storage) }
            return UnsafeMutableRawBufferPointer(rebasing: storage[0..<count])
        }

        /// Shrinks the buffer back to its usual size if a large body grew it.
        func releaseIfLarge() {
            guard storage.count > Self.retainedCapacity else { return }
            storage.deallocate()
            storage = .allocate(byteCount: 1024, alignment: 1)
        }
    }
#endif
