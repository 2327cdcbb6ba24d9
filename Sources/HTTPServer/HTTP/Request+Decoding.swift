import Basics
import Foundation

extension Request {
    /// Decodes the body as `T`, by its `Content-Type`, throwing an `HTTPError` a client can act on.
    ///
    /// - `application/json` (and `…+json`): decoded with `decoder`.
    /// - `application/x-www-form-urlencoded`: the fields become string members of a JSON object, which
    ///   `decoder` then decodes (so form bodies fill `String` properties; `+` is a space).
    ///
    /// Failures, checked in this order (the statuses and reasons Vapor gives):
    /// - no `Content-Type` → 415 `Can't decode data without a content type`;
    /// - `text/plain` → 400 (plain text cannot hold an object); any other type → 415;
    /// - an empty JSON body → 422 `Unprocessable Entity`;
    /// - invalid JSON, a missing key or a wrong type → 400 with the coding path, e.g.
    ///   `No such key 'long' at path ''. …` or `Value was not of type 'String' at path 'short'. …`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder())
        throws(HTTPError) -> T
    {
        guard let contentType else {
            throw HTTPError(.unsupportedMediaType, reason: "Can't decode data without a content type")
        }
        let json: [UInt8]
        switch contentType {
        case _ where contentType == "application/json" || contentType.hasSuffix("+json"):
            guard !body.isEmpty else { throw HTTPError(.unprocessableEntity) }
            json = body
        case "application/x-www-form-urlencoded":
            json = Self.jsonObject(fromForm: body)
        case "text/plain":
            throw HTTPError(
                .badRequest,
                reason: "Value was not of type 'Dictionary<String, Decodable>' at path ''. "
                    + "Plaintext decoding does not support dictionaries.")
        default:
            throw HTTPError(
                .unsupportedMediaType,
                reason: "Support for reading media type '\(contentType)' has not been configured.")
        }
        do {
            return try decoder.decode(T.self, from: Data(json))
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, reason: Self.reason(for: error))
        } catch {
            throw HTTPError(.badRequest, reason: "Could not decode the body: \(error)")
        }
    }

    /// `a=1&b=x+y` → `{"a":"1","b":"x y"}` (the first value wins for repeated names).
    private static func jsonObject(fromForm body: [UInt8]) -> [UInt8] {
        let form = QueryParameters(encoded: String(decoding: body, as: UTF8.self))
        var seen = Set<String>()
        var json = JSONWriter(capacity: body.count + 16)
        json.object { json in
            for item in form where seen.insert(item.name).inserted {
                json.field(item.name, item.value)
            }
        }
        return json.bytes
    }

    /// A client-facing sentence for a decoding failure, naming the coding path.
    static func reason(for error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context):
            return "Data corrupted at path '\(path(context))'. \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "No such key '\(key.stringValue)' at path '\(path(context))'. \(context.debugDescription)"
        case .typeMismatch(let type, let context):
            return "Value was not of type '\(type)' at path '\(path(context))'. \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "Value of type '\(type)' was not found at path '\(path(context))'. "
                + context.debugDescription
        @unknown default:
            return "Could not decode the body: \(error)"
        }
    }
}
