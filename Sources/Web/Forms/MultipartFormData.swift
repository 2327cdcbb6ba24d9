import Basics
import Foundation
import HTTPServer

/// The parts of a `multipart/form-data` body (RFC 7578), as browsers send a form with a file.
public struct MultipartFormData: Sendable {
    /// One part: its field name, the file name for a file, and its bytes.
    public struct Part: Sendable, Hashable {
        public let name: String
        public let filename: String?
        public let contentType: String?
        public let body: [UInt8]

        /// The body as UTF-8 text (invalid bytes repaired).
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public let parts: [Part]

    /// Why a body is not multipart form data.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Parses `request`'s body by the boundary its `Content-Type` gives.
    public init(_ request: Request) throws(Failure) {
        guard request.contentType == "multipart/form-data", let type = request.headers["content-type"],
            let boundary = Self.parameter("boundary", of: type), !boundary.isEmpty
        else { throw Failure(description: "the body is not multipart/form-data with a boundary") }
        parts = try Self.parts(of: request.body, boundary: Array(("--" + boundary).utf8))
    }

    /// The first part named `name`.
    public subscript(name: String) -> Part? { parts.first { $0.name == name } }

    private static func parts(of body: [UInt8], boundary: [UInt8]) throws(Failure) -> [Part] {
        guard var cursor = body.firstOccurrence(of: boundary, from: 0) else {
            throw Failure(description: "the body has no boundary")
        }
        var parts: [Part] = []
        while true {
            cursor += boundary.count
            if body[cursor...].starts(with: Array("--".utf8)) { return parts }  // the closing delimiter
            guard body[cursor...].starts(with: [13, 10]) else {
                throw Failure(description: "a boundary line is malformed")
            }
            cursor += 2
            guard parts.count < FormSize.mostFields else {
                throw Failure(description: "the form has more than \(FormSize.mostFields) parts")
            }
            guard let headersEnd = body.firstOccurrence(of: [13, 10, 13, 10], from: cursor) else {
                throw Failure(description: "a part's headers do not end")
            }
            let headers = String(decoding: body[cursor..<headersEnd], as: UTF8.self)
            let contentStart = headersEnd + 4
            guard let next = body.firstOccurrence(of: [13, 10] + boundary, from: contentStart) else {
                throw Failure(description: "a part does not end with a boundary")
            }
            parts.append(try part(headers: headers, body: Array(body[contentStart..<next])))
            cursor = next + 2
        }
    }

    private static func part(headers: String, body: [UInt8]) throws(Failure) -> Part {
        var disposition = ""
        var contentType: String?
        for line in headers.split(separator: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingPrefix(" ")
            switch pair[0].lowercased() {
            case "content-disposition": disposition = String(value)
            case "content-type": contentType = String(value)
            default: break
            }
        }
        guard let name = parameter("name", of: disposition) else {
            throw Failure(description: "a part has no name")
        }
        return Part(
            name: name, filename: parameter("filename", of: disposition), contentType: contentType, body: body
        )
    }

    /// The value of `name=` (quoted or not) among a header value's `;` parameters.
    static func parameter(_ name: String, of header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingPrefix(" ").lowercased() == name else { continue }
            var value = Substring(pair[1])
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = value.dropFirst().dropLast()
            }
            return String(value).replacingOccurrences(of: "%22", with: "\"")
        }
        return nil
    }
}
