import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files, sent in the order they were added.
///
/// ```swift
/// var form = MultipartForm()
/// form.append("Quarterly report", name: "title")
/// form.append(pdf, name: "file", filename: "report.pdf", contentType: "application/pdf")
/// let upload = Request<Receipt>.post("uploads", body: .multipart(form))
/// ```
///
/// The boundary is chosen when the body is encoded: random, and never one that occurs in a part.
/// Names and file names are written as browsers write them: UTF-8, with `"`, CR and LF
/// percent-encoded, so no value can end its header line early.
public struct MultipartForm: Sendable, Hashable {
    /// One field or file.
    public struct Part: Sendable, Hashable {
        /// The form field's name.
        public var name: String
        /// The file's name, for a file; `nil` for a plain field.
        public var filename: String?
        /// The part's media type; `nil` sends none (a text field, `text/plain` by RFC 7578).
        public var contentType: String?
        /// The part's bytes, sent as they are.
        public var data: Data

        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = data
        }
    }

    /// A part that cannot be sent: its content type holds a line break or other control character.
    public struct InvalidPart: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The parts, in order.
    public private(set) var parts: [Part] = []

    public init() {}

    /// Adds a text field, sent as UTF-8.
    public mutating func append(_ value: String, name: String) {
        parts.append(Part(name: name, data: Data(value.utf8)))
    }

    /// Adds a file.
    public mutating func append(
        _ data: Data, name: String, filename: String, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, data: data))
    }

    /// Adds a part as it is.
    public mutating func append(_ part: Part) { parts.append(part) }

    /// The body's bytes and its `Content-Type` (with the boundary).
    func encoded() throws(InvalidPart) -> (Data, String) {
        let isControl: (Unicode.Scalar) -> Bool = { $0.value < 0x20 || $0 == "\u{7F}" }
        for part in parts where part.contentType?.unicodeScalars.contains(where: isControl) == true {
            throw InvalidPart(
                description: "the content type of part \"\(part.name)\" contains a control character")
        }
        // A random UUID (122 random bits): no part can guess it, and it is checked all the same.
        var boundary = "courier-" + UUID().uuidString
        while parts.contains(where: { $0.data.range(of: Data(("--" + boundary).utf8)) != nil }) {
            boundary = "courier-" + UUID().uuidString
        }
        return (body(boundary: boundary), "multipart/form-data; boundary=\(boundary)")
    }

    /// The parts framed by `boundary`.
    private func body(boundary: String) -> Data {
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.quoted(filename))\"" }
            head += "\r\n"
            if let type = part.contentType { head += "Content-Type: \(type)\r\n" }
            body.append(contentsOf: Array((head + "\r\n").utf8))
            body.append(part.data)
            body.append(contentsOf: Array("\r\n".utf8))
        }
        body.append(contentsOf: Array("--\(boundary)--\r\n".utf8))
        return body
    }

    /// `text` for a quoted header parameter, as the HTML standard encodes form names: `"`, CR and LF
    /// percent-encoded.
    private static func quoted(_ text: String) -> String {
        var quoted = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "%22"
            case "\r": quoted += "%0D"
            case "\n": quoted += "%0A"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted
    }
}
