/// The error body every TIL API error carries: `{"error":true,"reason":"Not Found"}`.
public struct APIErrorBody: Codable, Hashable, Sendable, Error, CustomStringConvertible {
    public var error: Bool
    public var reason: String

    public init(reason: String) {
        error = true
        self.reason = reason
    }

    public var description: String { reason }
}
