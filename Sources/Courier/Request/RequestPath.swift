import Basics

/// A request path in which every interpolated value is one percent-encoded path segment.
///
/// User-given names (an Airtable table called "Meals / 2024" or "What?") can then never add a
/// segment, start a query or a fragment, or climb with `..`; the literal parts are kept as
/// written. The request builders take a `RequestPath`, so this is what string literals become:
///
/// <!-- example context: struct Records: Decodable {}
/// struct Repo: Decodable {}
/// func example(baseID: String, tableName: String, alreadyEncodedPath: String, owner: String, name: String)
///     async throws { EXAMPLE } -->
/// ```swift
/// Request<Records>.get("v0/\(baseID)/\(tableName)")      // …/v0/app123/Meals%20%2F%202024
/// Request<Void>.get("files/\(raw: alreadyEncodedPath)")  // opt out for a value that is a path
/// Request<Repo>.get(RequestPath(segments: ["repos", owner, name]))
/// ```
public struct RequestPath: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The path as it goes into the URL (encoded).
    public let text: String

    /// A path used exactly as given (already encoded, or from a trusted source such as a `Link`).
    public init(raw text: String) { self.text = text }

    /// A path of segments, each percent-encoded, joined by `/`.
    public init(segments: [String]) { text = segments.map(Self.encode).joined(separator: "/") }

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public var description: String { text }

    /// Builds the path: literal parts as written, interpolated values encoded as single segments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends `value` as one segment: `/`, `?`, `#`, `%`, spaces and every other character
        /// outside RFC 3986's unreserved set are percent-encoded; `.` and `..` become `%2E`, `%2E%2E`.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += RequestPath.encode(value.description)
        }

        /// Appends several segments, each encoded, joined by `/`.
        public mutating func appendInterpolation(segments: [String]) {
            text += segments.map(RequestPath.encode).joined(separator: "/")
        }

        /// Appends `value` exactly as given (it may contain `/` and must already be encoded).
        public mutating func appendInterpolation(raw value: String) { text += value }
    }

    /// Percent-encodes one segment: all but RFC 3986's unreserved characters, and `.` and `..`
    /// whole (which a URL would otherwise resolve).
    public static func encode(_ segment: String) -> String {
        if segment == "." { return "%2E" }
        if segment == ".." { return "%2E%2E" }
        return segment.percentEncoded()
    }
}
