import Basics
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a data task's completion handler delivered, turned into Courier's types.
struct DataTaskOutcome: @unchecked Sendable {
    // `@unchecked`: `URLResponse` is not `Sendable` on every platform; the value is created in the
    // completion handler and only read by the one task it is handed to.
    var data: Data?
    var response: URLResponse?
    var error: (any Error)?
    /// A download's file, now at its destination.
    var bodyFile: URL?
    /// Why a download's body could not be kept.
    var failure: TransportError?

    /// The response, or the ``TransportError`` that describes why there is none.
    func response(limit: Int) throws(TransportError) -> HTTPResponse {
        if let error { throw Self.transportError(for: error) }
        if let failure { throw failure }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError(.other, "not an HTTP response")
        }
        let body = data ?? Data()
        guard body.count <= limit else { throw .bodyOverLimit(limit) }
        var response = HTTPResponse(status: http.statusCode, headers: Self.headers(of: http), body: body)
        response.bodyFile = bodyFile
        response.url = http.url
        return response
    }

    static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            let name = String(describing: name)
            let value = String(describing: value)
            guard name.lowercased() == "set-cookie" else {
                headers.add(name, value)
                continue
            }
            for field in setCookieFields(value) { headers.add(name, field) }
        }
        return headers
    }

    /// The `Set-Cookie` fields Foundation joined into one value with ", " (RFC 6265 says never to
    /// join them): split where a comma is followed by another cookie's `name=`, which the comma
    /// in an `Expires` date ("Wed, 09 Jun 2027 …") never is.
    static func setCookieFields(_ joined: String) -> [String] {
        var fields: [String] = []
        var start = joined.startIndex
        var searchFrom = joined.startIndex
        while let comma = joined[searchFrom...].firstIndex(of: ",") {
            let next = joined[joined.index(after: comma)...].drop { $0 == " " || $0 == "\t" }
            let name = next.prefix { !";,= \t".contains($0) }
            if !name.isEmpty, next.dropFirst(name.count).first == "=" {
                fields.append(String(joined[start..<comma]))
                start = next.startIndex
            }
            searchFrom = joined.index(after: comma)
        }
        fields.append(String(joined[start...]))
        return fields
    }

    static func transportError(for error: any Error) -> TransportError {
        guard let urlError = error as? URLError else {
            return TransportError(.other, String(describing: error))
        }
        let message = "\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))"
        if urlError.code == .unknown, let kind = kind(ofLibcurlMessage: urlError.localizedDescription) {
            return TransportError(kind, message)
        }
        return TransportError(kind(of: urlError.code), message)
    }

    /// FoundationNetworking on Linux reports many libcurl failures as `URLError.unknown` with only
    /// libcurl's error text; these are the texts that name a TLS failure or a lost connection.
    static func kind(ofLibcurlMessage message: String) -> TransportError.Kind? {
        let lowercased = message.lowercased()
        if lowercased.contains("too large response headers") { return .responseTooLarge }
        if lowercased.contains("ssl") || lowercased.contains("certificate") || lowercased.contains("tls") {
            return .tls
        }
        let lost = ["transfer closed", "recv failure", "send failure", "empty reply", "connection reset"]
        return lost.contains(where: lowercased.contains) ? .connectionLost : nil
    }

    static func kind(of code: URLError.Code) -> TransportError.Kind {
        switch code {
        case .timedOut:
            .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            .cannotConnect
        case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse:
            .connectionLost
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            .tls
        case .cancelled:
            .cancelled
        case .dataLengthExceedsMaximum:
            .responseTooLarge
        default:
            .other
        }
    }
}
