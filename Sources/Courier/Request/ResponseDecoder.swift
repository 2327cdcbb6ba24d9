import Foundation

/// How a validated ``HTTPResponse`` becomes a request's `Response` value.
public struct ResponseDecoder<Response>: Sendable {
    /// The decoding function; it receives the client's `JSONDecoder`.
    public let decode: @Sendable (HTTPResponse, JSONDecoder) throws -> Response

    public init(_ decode: @escaping @Sendable (HTTPResponse, JSONDecoder) throws -> Response) {
        self.decode = decode
    }
}

extension ResponseDecoder where Response: Decodable & SendableMetatype {
    /// Decodes the body as JSON with the client's decoder, or with `decoder` when given.
    public static func json(using decoder: JSONDecoder? = nil) -> ResponseDecoder {
        ResponseDecoder { response, clientDecoder in
            try (decoder ?? clientDecoder).decode(Response.self, from: response.body)
        }
    }

    /// Decodes the JSON value found at a dot-separated key path, such as `"data.items"`
    /// (Moya's `map(_:atKeyPath:)`).
    public static func json(atKeyPath keyPath: String) -> ResponseDecoder {
        ResponseDecoder { response, decoder in
            try decoder.decode(KeyPathBox<Response>.self, from: response.body, keyPath: keyPath).value
        }
    }
}

extension ResponseDecoder where Response == Void {
    /// Ignores the body.
    public static var empty: ResponseDecoder { ResponseDecoder { _, _ in () } }
}

extension ResponseDecoder where Response == Data {
    /// The raw body bytes.
    public static var data: ResponseDecoder { ResponseDecoder { response, _ in response.body } }
}

extension ResponseDecoder where Response == String {
    /// The body as UTF-8 text (invalid sequences are replaced, never a failure).
    public static var text: ResponseDecoder {
        ResponseDecoder { response, _ in String(decoding: response.body, as: UTF8.self) }
    }
}

extension ResponseDecoder where Response == HTTPResponse {
    /// The whole response: status, headers and body.
    public static var response: ResponseDecoder { ResponseDecoder { response, _ in response } }
}
