#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

private let systemRead = read
private let systemWrite = write

/// `read(2)` and `write(2)` on a raw descriptor as every caller wants them: a call interrupted by a
/// signal (`EINTR`) is made again, and a short write goes on from where it stopped.
package enum DescriptorIO {
    /// Reads up to `buffer.count` bytes: how many were read, `0` at the end of the input, or `-1`
    /// with `errno` set when the read failed.
    package static func readSome(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// Reads up to `buffer.count` bytes from `offset` (`pread(2)`), as ``readSome(from:into:)`` does.
    package static func readSome(
        from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// Writes all of `bytes`. Returns the `errno` of a write that failed (what was left is not
    /// written), `nil` once every byte is written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
