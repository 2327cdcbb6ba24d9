import Foundation

// Short constructors so API definitions read like documentation: `.get("users/\(name)/repos")`.
// Interpolated values are percent-encoded as single path segments (see `RequestPath`).

extension Request where Response: Decodable & SendableMetatype {
    public static func get(_ path: RequestPath, query: [URLQueryItem] = []) -> Request {
        Request(method: .get, path: path, query: query)
    }
    public static func post(_ path: RequestPath, body: some Encodable & Sendable) -> Request {
        Request(method: .post, path: path, body: .json(body))
    }
    public static func put(_ path: RequestPath, body: some Encodable & Sendable) -> Request {
        Request(method: .put, path: path, body: .json(body))
    }
    public static func patch(_ path: RequestPath, body: some Encodable & Sendable) -> Request {
        Request(method: .patch, path: path, body: .json(body))
    }
    /// A `POST` with a body other than JSON: `.post("uploads", body: .multipart(form))`.
    public static func post(_ path: RequestPath, body: RequestBody) -> Request {
        Request(method: .post, path: path, body: body)
    }
    /// A `PUT` with a body other than JSON, such as `.data(bytes, contentType: "image/png")`.
    public static func put(_ path: RequestPath, body: RequestBody) -> Request {
        Request(method: .put, path: path, body: body)
    }
}

/// For `Request<Data>`: the raw body bytes, not JSON (`Data` is `Decodable` too, which would pick the
/// builders above).
extension Request where Response == Data {
    public static func get(_ path: RequestPath, query: [URLQueryItem] = []) -> Request {
        Request(method: .get, path: path, query: query)
    }
    public static func post(_ path: RequestPath, body: RequestBody = .none) -> Request {
        Request(method: .post, path: path, body: body)
    }
    public static func put(_ path: RequestPath, body: RequestBody) -> Request {
        Request(method: .put, path: path, body: body)
    }
}

extension Request where Response == Void {
    public static func get(_ path: RequestPath, query: [URLQueryItem] = []) -> Request {
        Request(method: .get, path: path, query: query)
    }
    public static func post(_ path: RequestPath, body: RequestBody = .none) -> Request {
        Request(method: .post, path: path, body: body)
    }
    public static func delete(_ path: RequestPath, query: [URLQueryItem] = []) -> Request {
        Request(method: .delete, path: path, query: query)
    }
}

extension Request {
    /// Returns a copy with a header set (replacing any of the same name).
    public func header(_ name: String, _ value: String) -> Request {
        var copy = self
        copy.headers[name] = value
        return copy
    }

    /// Returns a copy with a query item appended.
    public func query(_ name: String, _ value: String?) -> Request {
        var copy = self
        copy.query.append(URLQueryItem(name: name, value: value))
        return copy
    }

    /// Returns a copy with a query item set, replacing any of the same name.
    public func settingQuery(_ name: String, _ value: String?) -> Request {
        var copy = self
        copy.query.removeAll { $0.name == name }
        copy.query.append(URLQueryItem(name: name, value: value))
        return copy
    }

    /// Returns a copy whose options are changed by `change`.
    public func options(_ change: (inout RequestOptions) -> Void) -> Request {
        var copy = self
        change(&copy.options)
        return copy
    }

    /// Returns a copy that the ``StubTransport`` answers with `sample` (Moya's `sampleData`):
    /// the sample goes through the same middleware, validation and decoding as a real response.
    public func sample(_ sample: HTTPResponse) -> Request {
        options { $0.sampleResponse = sample }
    }

    /// Returns a copy answered by the stub transport with `status` and `json` as the body.
    public func sample(status: Int = 200, json: String) -> Request {
        sample(
            HTTPResponse(
                status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8)))
    }
}
