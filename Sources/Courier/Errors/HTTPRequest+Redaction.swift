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

extension HTTPRequest {
    /// The credentials this request carries that an API could quote back in an error body: the
    /// value of each credential header (`Authorization`, and headers the ``secretKeys`` name), and
    /// what follows its scheme (the token of `Bearer …`, the encoded pair of `Basic …`).
    var quotableSecrets: [String] {
        headers.filter { Redaction.isSensitive($0.name, keys: secretKeys) }.flatMap { field in
            let parts = field.value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 ? [field.value, String(parts[1])] : [field.value]
        }
    }
}

extension HTTPResponse {
    /// The response with every occurrence of `secrets` in its body masked: a credential an API
    /// quoted back. A secret shorter than 8 bytes is left: too short to tell from words.
    func masking(_ secrets: [String]) -> HTTPResponse {
        var copy = self
        for secret in secrets where secret.utf8.count >= 8 {
            let bytes = Data(secret.utf8)
            var searched = copy.body.startIndex
            while let found = copy.body.range(of: bytes, in: searched..<copy.body.endIndex) {
                let mask = Data(secretMask.utf8)
                copy.body.replaceSubrange(found, with: mask)
                searched = found.lowerBound + mask.count
            }
        }
        return copy
    }
}

extension StatusError {
    /// The error with `secrets` masked in its response's body. When that changes the body, an API
    /// error decoded from it before is dropped, to be decoded again from the masked body further
    /// out (by ``ValidationMiddleware``).
    func masking(_ secrets: [String]) -> StatusError {
        let masked = response.masking(secrets)
        guard masked.body != response.body else { return self }
        return StatusError(request: request, response: masked, apiError: nil, waitCapReached: waitCapReached)
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
