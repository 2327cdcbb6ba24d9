import Foundation

/// What a request sends as its body.
public enum RequestBody: Sendable {
    /// No body.
    case none
    /// A value encoded as JSON with the client's encoder (`Content-Type: application/json`).
    case json(any Encodable & Sendable)
    /// Raw bytes with their content type.
    case data(Data, contentType: String)
    /// `application/x-www-form-urlencoded` fields, in order.
    case form([URLQueryItem])
    /// `multipart/form-data` fields and files (``MultipartForm``), with a fresh random boundary.
    case multipart(MultipartForm)
    /// A file's contents, read as they are sent rather than loaded into memory (see
    /// ``HTTPRequest/bodyFile``).
    case file(URL, contentType: String)
    /// Chunks made while they are sent, by a sequence made afresh for each attempt (see
    /// ``UploadStream``).
    case stream(UploadStream, contentType: String)

    /// Encodes the body, returning what to send, in order, and the content type to send with it;
    /// `nil` for no body. Files stay files, read as they are sent.
    func encoded(with encoder: JSONEncoder) throws -> (segments: [BodySegment], contentType: String)? {
        switch self {
        case .none:
            return nil
        case .file(let file, let contentType):
            return ([.file(file)], contentType)
        case .stream(let stream, let contentType):
            return ([.stream(stream)], contentType)
        case .json(let value):
            return ([.data(try encoder.encode(value))], "application/json")
        case .data(let data, let contentType):
            return ([.data(data)], contentType)
        case .form(let fields):
            return ([.data(Data(FormEncoding.encode(fields).utf8))], "application/x-www-form-urlencoded")
        case .multipart(let form):
            return try form.encoded()
        }
    }
}
