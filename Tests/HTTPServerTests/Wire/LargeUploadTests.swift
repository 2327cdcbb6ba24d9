import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Large uploads", .offCooperativePool)
struct LargeUploadTests {
    @Test("bodies much larger than libmicrohttpd's buffer arrive whole, in either framing")
    func largeBodies() throws {
        let responder = app {
            $0.post("count") { .text("\($0.body.count) \($0.body.reduce(0) { $0 &+ Int($1) })") }
        }
        try withServer(responder: responder) { port in
            let body = (0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let checksum = body.reduce(0) { $0 &+ Int($1) }
            let connection = try RawConnection(port: port)
            for _ in 0..<5 {
                try connection.write(
                    Array("POST /count HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
                        + body)
                #expect(try connection.readResponse().text == "\(body.count) \(checksum)")
            }
            var chunked = Array("POST /count HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            for start in stride(from: 0, to: body.count, by: 100_000) {
                chunked +=
                    Array("\(String(100_000, radix: 16))\r\n".utf8) + body[start..<start + 100_000]
                    + Array("\r\n".utf8)
            }
            try connection.write(chunked + Array("0\r\n\r\n".utf8))
            #expect(try connection.readResponse().text == "\(body.count) \(checksum)")
        }
    }
}
