import Basics
import Foundation

extension HTTPRequest {
    /// The request as error values keep it, with nothing secret left in it: credential headers and
    /// headers the ``secretKeys`` name masked, and so are secret query values and a password in
    /// the URL (also in ``clientBaseURL``). A body stays only as text of up to 64 KiB, with secret
    /// values masked; a larger or binary body is left out, and so is a `multipart/…` form, whose
    /// fields cannot be masked by name. So is the channel of a body read as it
    /// arrives: the error it would end would hold it, and the channel the error, for ever.
    ///
    /// Errors are kept, logged and dumped far from where they were made, so every error value
    /// carries this rather than the request as the transport sent it (with the `Authorization`
    /// that ``AuthMiddleware`` added).
    public var redacted: HTTPRequest {
        var copy = self
        copy.url = Redaction.redacted(url, keys: secretKeys)
        copy.clientBaseURL = clientBaseURL.map { Redaction.redacted($0, keys: secretKeys) }
        copy.headers = Redaction.redactedHeaders(headers, keys: secretKeys)
        copy.body = body.flatMap { body in
            guard body.count <= BodyExcerpt.maskedPrefix, !Redaction.isMultipart(headers),
                let text = String(data: body, encoding: .utf8)
            else { return nil }
            return Data(SecretMasking.masked(text, keys: secretKeys).utf8)
        }
        copy.options.bodyStream = nil
        return copy
    }
}

extension HTTPResponse {
    /// The response as error values keep it: the values of credential headers (`Set-Cookie`, …)
    /// and of headers `keys` name are masked. The body is kept as it came, for code that decodes
    /// an API's error from it; messages show only its masked excerpt.
    func redacted(keys: SecretKeys) -> HTTPResponse {
        guard headers.contains(where: { Redaction.isSensitive($0.name, keys: keys) }) else { return self }
        var copy = self
        copy.headers = Redaction.redactedHeaders(headers, keys: keys)
        return copy
    }
}

extension HTTPRequest: SecretHolding {
    /// The method, URL and headers as ``redacted`` keeps them, and the body's size: what
    /// `print(request)` in a middleware shows, with the `Authorization` an ``AuthMiddleware`` added
    /// masked.
    public var description: String {
        let shown = redacted
        var text = "\(method) \(shown.url.absoluteString)"
        for field in shown.headers { text += "\n\(field.name): \(field.value)" }
        if let body {
            text += "\n(\(body.count) bytes of body)"
        } else if bodySegments != nil {
            text += "\n(a body read as it is sent)"
        }
        return text
    }
}

extension HTTPResponse: SecretHolding {
    /// The status, headers with credential values (`Set-Cookie`, …) masked, and the body's size.
    public var description: String {
        var text = "\(status)"
        for field in Redaction.redactedHeaders(headers) { text += "\n\(field.name): \(field.value)" }
        return text + "\n(\(body.count) bytes of body)"
    }
}
