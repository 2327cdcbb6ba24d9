import Basics
import CMicroHTTPD

/// Reads a request's header fields from libmicrohttpd.
enum RequestHeaders {
    /// The fields in order, and whether every one of them is clean: ended by CRLF with no NUL byte
    /// inside (see `courier_mhd_field_is_clean`), which `HeaderValidation` requires.
    static func read(from connection: OpaquePointer) -> (fields: HTTPHeaders, allClean: Bool) {
        var reading = (fields: HTTPHeaders(), allClean: true)
        reading.fields.reserveCapacity(8)
        withUnsafeMutablePointer(to: &reading) { pointer in
            _ = MHD_get_connection_values_n(
                connection, .HEADER_KIND,
                { cls, _, name, nameLength, value, valueLength in
                    guard let cls, let name else { return .YES }
                    let reading = cls.assumingMemoryBound(to: (fields: HTTPHeaders, allClean: Bool).self)
                    if let value, courier_mhd_field_is_clean(value, valueLength) == 0 {
                        reading.pointee.allClean = false
                    }
                    reading.pointee.fields.add(
                        Self.string(name, count: nameLength),
                        value.map { Self.string($0, count: valueLength) } ?? "")
                    return .YES
                }, pointer)
        }
        return reading
    }

    private static func string(_ bytes: UnsafePointer<CChar>, count: Int) -> String {
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
