import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files, sent in the order they were added.
///
/// <!-- example context: struct Receipt: Decodable {}
/// protocol Exporter: Sendable { func csvChunks() -> AsyncStream<Data> }
/// func example(pdf: Data, videoURL: URL, exporter: any Exporter) async throws { EXAMPLE } -->
/// ```swift
/// var form = MultipartForm()
/// form.append("Quarterly report", name: "title")
/// form.append(pdf, name: "file", filename: "report.pdf", contentType: "application/pdf")
/// form.append(contentsOf: videoURL, name: "video", contentType: "video/mp4")
/// form.append(UploadStream { exporter.csvChunks() }, name: "export", filename: "export.csv")
/// let upload = Request<Receipt>.post("uploads", body: .multipart(form))
/// ```
///
/// A part added from a file is read as the body is sent, never loaded into memory: the form's
/// framing and fields go out from memory, the files from disk (see ``HTTPRequest/bodySegments``).
/// A part added as an ``UploadStream`` is made as it is sent: the whole form then goes out as one
/// stream (chunked, unless every streamed part announces its `length`), with a stream's limits: it
/// is made afresh for each attempt, and a `307`/`308` redirect of it fails.
///
/// The boundary is chosen when the body is encoded: random, and never one that occurs in a part in
/// memory. Parts read from files or streams are not scanned; the boundary's 122 random bits are
/// their guard.
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
        /// The part's bytes, or the file they are read from.
        public var content: Content

        /// Where a part's bytes come from.
        public enum Content: Sendable, Hashable {
            /// Bytes in memory, sent as they are.
            case data(Data)
            /// A regular file, read as the body is sent.
            case file(URL)
            /// Chunks made as the body is sent.
            case stream(UploadStream)
        }

        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.init(name: name, filename: filename, contentType: contentType, content: .data(data))
        }

        public init(name: String, filename: String? = nil, contentType: String? = nil, content: Content) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.content = content
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

    /// Adds a file read from disk as the body is sent. `filename` defaults to the file's own name.
    ///
    /// The file must be readable when the request is built, or sending it fails with
    /// ``CourierError/encoding(_:)`` before anything is sent.
    public mutating func append(
        contentsOf file: URL, name: String, filename: String? = nil,
        contentType: String = "application/octet-stream"
    ) {
        parts.append(
            Part(
                name: name, filename: filename ?? file.lastPathComponent, contentType: contentType,
                content: .file(file)))
    }

    /// Adds a file made as the body is sent: `stream`'s chunks (its `length`, if given, must be what it
    /// makes, or sending fails).
    public mutating func append(
        _ stream: UploadStream, name: String, filename: String,
        contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, content: .stream(stream)))
    }

    /// Adds a part as it is.
    public mutating func append(_ part: Part) { parts.append(part) }
}
