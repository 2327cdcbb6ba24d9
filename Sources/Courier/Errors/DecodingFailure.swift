import Basics
import Foundation

/// A response body that could not be decoded into the expected type.
public struct DecodingFailure: Error, Sendable, CustomStringConvertible {
    public let request: HTTPRequest
    public let response: HTTPResponse
    /// The type that was being decoded, e.g. `Array<Acronym>`.
    public let type: String
    /// Where in the JSON it went wrong, e.g. `[2].user.id`.
    public let codingPath: String
    /// What the decoder said.
    public let reason: String
    /// The start of the body as text, with secret values masked (see ``SecretKeys``), for messages.
    public let bodyExcerpt: String
    /// What the decoder found wrong, without Swift's type names (``whatDidNotFit``).
    private let plainReason: String

    /// `request` and `response` are kept without their secrets (``HTTPRequest/redacted``).
    public init(request: HTTPRequest, response: HTTPResponse, type: Any.Type, error: any Error) {
        self.request = request.redacted
        self.response = response.redacted(keys: request.secretKeys)
        self.type = String(describing: type)
        let (codingPath, reason) = Self.explain(error)
        self.codingPath = codingPath
        // The decoder's message may quote the body ("… around line 1, column 9: …").
        self.reason = SecretMasking.masked(reason, keys: request.secretKeys)
        plainReason = SecretMasking.masked(Self.plainReason(error), keys: request.secretKeys)
        bodyExcerpt = BodyExcerpt.make(response.body, for: request)
    }

    public var description: String {
        "\(request.summary) → \(response.status): could not decode \(explanation) (body: \(bodyExcerpt))"
    }

    /// What did not fit, for a client's own message: `Array<Acronym> at [0].short: expected String; …`.
    public var explanation: String {
        codingPath.isEmpty ? "\(type): \(reason)" : "\(type) at \(codingPath): \(reason)"
    }

    /// What did not fit, for a person, without Swift's type names: `at [0].short: expected text`,
    /// `expected a list but found null or nothing`, or the decoder's reason when the body is not
    /// JSON at all ("The given data was not valid JSON.").
    public var whatDidNotFit: String {
        codingPath.isEmpty ? plainReason : "at \(codingPath): \(plainReason)"
    }

    /// The decoder's complaint in words: what kind of value was expected, not its Swift type.
    static func plainReason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, _): return "expected \(kind(of: type))"
        case .valueNotFound(let type, _): return "expected \(kind(of: type)) but found null or nothing"
        case .keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
        case .dataCorrupted(let context): return context.debugDescription
        @unknown default: return String(describing: error)
        }
    }

    /// The kind of JSON value a Swift type is decoded from.
    static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array<") || name.hasPrefix("Set<") { return "a list" }
        switch name {
        case "String", "Substring", "URL", "UUID", "Date": return "text"
        case "Bool": return "true or false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double",
            "Float", "Decimal":
            return "a number"
        default: return "an object"
        }
    }

    /// Turns a `DecodingError` into a readable coding path and reason.
    static func explain(_ error: any Error) -> (path: String, reason: String) {
        guard let error = error as? DecodingError else { return ("", String(describing: error)) }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(type) but found null or nothing")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", String(describing: error))
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

/// A request body that could not be encoded.
public struct EncodingFailure: Error, Sendable, CustomStringConvertible {
    public let request: HTTPRequest
    /// What the encoder said, with secret values masked (see ``SecretKeys``).
    public let reason: String

    /// `request` is kept without its secrets (``HTTPRequest/redacted``).
    public init(request: HTTPRequest, error: any Error) {
        self.request = request.redacted
        reason = SecretMasking.masked(String(describing: error), keys: request.secretKeys)
    }

    public var description: String { "\(request.summary): could not encode the body: \(reason)" }
}

/// The start of a body as text, with secret values masked, for error messages.
enum BodyExcerpt {
    /// How much of a body is masked: 64 KiB.
    static let maskedPrefix = 65_536

    /// Masks the body's first ``maskedPrefix`` bytes with the request's ``SecretKeys`` (so a value
    /// cut by the limit is masked whole), then keeps the first `limit` characters.
    static func make(_ body: Data, for request: HTTPRequest, limit: Int = 300) -> String {
        if body.isEmpty { return "empty" }
        let keys = request.secretKeys.forResponse(toPath: request.url.path)
        let masked = SecretMasking.masked(
            String(decoding: body.prefix(maskedPrefix), as: UTF8.self), keys: keys)
        guard masked.count > limit || body.count > maskedPrefix else { return masked }
        return String(masked.prefix(limit)) + "… (\(body.count) bytes)"
    }
}
