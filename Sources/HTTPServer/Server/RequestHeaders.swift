import CMicroHTTPD

/// Reads a request's header fields from libmicrohttpd.
enum RequestHeaders {
    static func read(from connection: OpaquePointer) -> HTTPHeaders {
        var fields = HTTPHeaders()
        fields.reserveCapacity(8)
        withUnsafeMutablePointer(to: &fields) { pointer in
            _ = MHD_get_connection_values_n(
                connection, .HEADER_KIND,
                { cls, _, name, nameLength, value, valueLength in
                    guard let cls, let name else { return .YES }
                    let fields = cls.assumingMemoryBound(to: HTTPHeaders.self)
                    fields.pointee.add(
                        Self.string(name, count: nameLength),
                        value.map { Self.string($0, count: valueLength) } ?? "")
                    return .YES
                }, pointer)
        }
        return fields
    }

    private static func string(_ bytes: UnsafePointer<CChar>, count: Int) -> String {
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
