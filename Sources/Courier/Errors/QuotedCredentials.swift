import Basics
import Foundation

// A credential a request carried, quoted back by the API in its refusal ("bad token …"): masked
// in the refusal's body before anything reads it (``ValidationMiddleware``, ``AuthMiddleware``).

extension HTTPRequest {
    /// The credentials this request carries that an API could quote back in an error body: the
    /// value of each credential header (`Authorization`, and headers the ``secretKeys`` name), what
    /// follows its scheme (the token of `Bearer …`, the encoded pair of `Basic …`), and the values
    /// of secret query items (`?api_key=…`).
    var quotableSecrets: [String] {
        let fromHeaders = headers.filter { Redaction.isSensitive($0.name, keys: secretKeys) }.flatMap {
            field in
            let parts = field.value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 ? [field.value, String(parts[1])] : [field.value]
        }
        guard url.query != nil else { return fromHeaders }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return fromHeaders
            + items.filter { Redaction.isSensitive($0.name, keys: secretKeys) }.compactMap(\.value)
    }
}

extension HTTPResponse {
    /// The response with every occurrence of `secrets` in its body masked: a credential an API
    /// quoted back. A secret shorter than 8 bytes is left: too short to tell from words.
    func masking(_ secrets: [String]) -> HTTPResponse {
        var copy = self
        // As sent, and as JSON may write it (`/` escaped as `\/`, as Foundation's encoder does).
        let forms = secrets.filter { $0.utf8.count >= 8 }.flatMap { secret in
            secret.contains("/") ? [secret, secret.replacingOccurrences(of: "/", with: "\\/")] : [secret]
        }
        let mask = Data(secretMask.utf8)
        for secret in forms {
            let bytes = Data(secret.utf8)
            var searched = copy.body.startIndex
            while let found = copy.body.range(of: bytes, in: searched..<copy.body.endIndex) {
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
