/// Turns responses with unacceptable statuses into ``CourierError/status(_:)``, decoding the API's
/// own error body when the API defines one (`APIError` here: any `Decodable` error of the API's).
///
/// <!-- example context: struct APIError: Error, Decodable { var message: String } -->
/// ```swift
/// ValidationMiddleware { response in
///     try? JSONDecoder().decode(APIError.self, from: response.body)
/// }
/// ```
public struct ValidationMiddleware: Middleware {
    /// Statuses that count as success.
    public let acceptable: Set<Int>
    /// 200 to 299: the default ``acceptable``, built once rather than for every client.
    public static let successStatuses = Set(200..<300)
    /// Decodes the API's error from a failed response; `nil` when the body is not one.
    public let decodeError: @Sendable (HTTPResponse) -> (any Error & Sendable)?

    /// - Parameters:
    ///   - acceptable: successful statuses, 2xx by default.
    ///   - decodeError: reads the API's error body; return `nil` if it is not one.
    public init(
        acceptable: Set<Int> = successStatuses,
        decodeError: @escaping @Sendable (HTTPResponse) -> (any Error & Sendable)? = { _ in nil }
    ) {
        self.acceptable = acceptable
        self.decodeError = decodeError
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await next(request)
        } catch CourierError.status(let error) {
            // Built further in (by retry, when its cap ended the retries): decode the API's error too.
            throw CourierError.status(error.masking(request.quotableSecrets).decodingAPIError(decodeError))
        }
        guard acceptable.contains(response.status) else {
            // A credential this request carries, quoted back in the refusal, goes no further.
            let shown = response.masking(request.quotableSecrets)
            throw CourierError.status(
                StatusError(request: request, response: shown, apiError: decodeError(shown)))
        }
        return response
    }
}
