import Basics
import CMicroHTTPD

/// Reads a request's header fields from libmicrohttpd.
enum RequestHeaders {
    /// The fields in order, and whether the block is clean: every field ended by CRLF with no NUL
    /// byte inside (see `courier_mhd_field_is_clean`), each followed by the next field's line and
    /// the last by the empty line (see `courier_mhd_after_clean_field`). `HeaderValidation` requires
    /// it.
    static func read(from connection: OpaquePointer) -> (fields: HTTPHeaders, allClean: Bool) {
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
        return (reading.fields, reading.allClean && (reading.lastFollowedBy ?? .end) == .end)
    }

    /// What the fields read so far are, and what came right after the last of them.
    private struct Reading {
        var fields = HTTPHeaders()
        var allClean = true
        /// `courier_mhd_after_clean_field` of the last field; `nil` before the first.
        var lastFollowedBy: Following?

        enum Following { case nextField, end, other }

        /// Notes whether the field whose value is `value` is clean and whether the one before it
        /// was followed by a field's line, as every field but the last must be.
        mutating func check(_ value: UnsafePointer<CChar>?, count: Int) {
            if lastFollowedBy != nil && lastFollowedBy != .nextField { allClean = false }
            guard let value else { return }
            guard courier_mhd_field_is_clean(value, count) != 0 else {
                allClean = false
                lastFollowedBy = .other
                return
            }
            lastFollowedBy =
                switch courier_mhd_after_clean_field(value, count) {
                case 0: .nextField
                case 1: .end
                default: .other
                }
        }
    }

    private static func string(_ bytes: UnsafePointer<CChar>, count: Int) -> String {
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
