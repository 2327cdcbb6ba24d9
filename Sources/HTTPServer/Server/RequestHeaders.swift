import Basics
import CMicroHTTPD

/// Reads a request's header fields from libmicrohttpd.
enum RequestHeaders {
    /// The fields in order, and whether the block is clean: every field ended by CRLF with no NUL
    /// byte inside (see `courier_mhd_field_is_clean`), each followed by the next field's line and
    /// the last by the empty line alone, up to the block's end (`method`, the access handler's, is
    /// where the block starts). `HeaderValidation` requires it.
    static func read(from connection: OpaquePointer, method: UnsafePointer<CChar>?) -> (
        fields: HTTPHeaders, allClean: Bool
    ) {
        var reading = Reading()
        reading.fields.reserveCapacity(8)
        withUnsafeMutablePointer(to: &reading) { pointer in
            _ = MHD_get_connection_values_n(
                connection, .HEADER_KIND,
                { cls, _, name, nameLength, value, valueLength in
                    guard let cls, let name else { return .YES }
                    let reading = cls.assumingMemoryBound(to: Reading.self)
                    reading.pointee.check(value, count: valueLength)
                    reading.pointee.fields.add(
                        Self.string(name, count: nameLength),
                        value.map { Self.string($0, count: valueLength) } ?? "")
                    return .YES
                }, pointer)
        }
        var allClean = reading.allClean
        if let last = reading.last {
            let end = courier_mhd_header_block_end(connection, method)
            allClean = allClean && courier_mhd_field_ends_block(last.value, last.count, end) != 0
        }
        return (reading.fields, allClean)
    }

    /// The fields read so far, whether they are clean, and the last one's value if it was clean.
    private struct Reading {
        var fields = HTTPHeaders()
        var allClean = true
        var last: (value: UnsafePointer<CChar>, count: Int)?

        /// Notes whether the field whose value is `value` is clean, and whether the one before it
        /// was followed by a field's line, as every field but the last must be.
        mutating func check(_ value: UnsafePointer<CChar>?, count: Int) {
            if let last, courier_mhd_field_is_followed_by_field(last.value, last.count) == 0 {
                allClean = false
            }
            last = nil
            guard let value else { return }
            if courier_mhd_field_is_clean(value, count) != 0 {
                last = (value, count)
            } else {
                allClean = false
            }
        }
    }

    private static func string(_ bytes: UnsafePointer<CChar>, count: Int) -> String {
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
