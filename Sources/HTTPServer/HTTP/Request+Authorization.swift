import Basics
import Foundation

extension Request {
    /// The credentials of an `Authorization: Basic <base64(username:password)>` header.
    ///
    /// The scheme matches in any case (`basic`, `BASIC`). The decoded text is split at its FIRST colon,
    /// so the password may contain colons (`col:a:b` → `col` / `a:b`). `nil` when the header is missing,
    /// uses another scheme, is not valid base64 or UTF-8, or has no colon.
    public var basicCredentials: BasicCredentials? {
        guard let encoded = authorizationParameter(scheme: "basic"),
            let data = Data(base64Encoded: String(encoded)),
            let decoded = String(data: data, encoding: .utf8),
            let colon = decoded.firstIndex(of: ":")
        else { return nil }
        return BasicCredentials(
            username: String(decoded[..<colon]), password: String(decoded[decoded.index(after: colon)...]))
    }

    /// The token of an `Authorization: Bearer <token>` header (scheme in any case), or `nil`.
    public var bearerToken: String? {
        authorizationParameter(scheme: "bearer").map(String.init)
    }

    /// What follows `scheme` and its spaces in the `Authorization` header, when the scheme matches and
    /// something follows.
    private func authorizationParameter(scheme: String) -> Substring? {
        guard let header = headers["authorization"]?[...].trimmingASCIISpaces(),
            let space = header.firstIndex(where: { $0 == " " || $0 == "\t" }),
            String(header[..<space]).equalsIgnoringASCIICase(scheme)
        else { return nil }
        let parameter = header[space...].trimmingASCIISpaces()
        return parameter.isEmpty ? nil : parameter
    }
}
