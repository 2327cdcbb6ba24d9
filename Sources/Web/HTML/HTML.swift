/// A piece of HTML in which everything interpolated is escaped unless it is HTML itself: the one way
/// pages are written, so a value from a backend (an acronym `<script>…`) always shows as text.
///
/// <!-- example context: import TILModels
/// func example(url: String, acronym: Acronym, rows: [HTML]) {
/// EXAMPLE
/// } -->
/// ```swift
/// let row: HTML = "<li><a href=\"\(url)\">\(acronym.short)</a></li>"   // both values escaped
/// let list: HTML = "<ul>\(rows)</ul>"                                    // HTML pieces kept as they are
/// let field: HTML = "<input name=\"short\" value=\"\(formValue: acronym.short)\">"  // sent back as it is
/// ```
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    public private(set) var text: String

    /// Markup written in code (a literal): kept as it is.
    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Markup made elsewhere and trusted as it is; never pass it a value from outside.
    public init(trusted markup: String) { text = markup }

    /// No markup.
    public static let empty = HTML(trusted: "")

    public var description: String { text }

    /// Joins pieces of markup.
    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(trusted: lhs.text + rhs.text) }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Text: escaped.
        public mutating func appendInterpolation(_ value: some StringProtocol) {
            text += HTMLEscaping.escape(String(value))
        }

        /// A value a form sends back (`value="\(formValue: name)"`): kept as it is but for markup,
        /// see ``HTMLEscaping/escapeFormValue(_:)``.
        public mutating func appendInterpolation(formValue value: some StringProtocol) {
            text += HTMLEscaping.escapeFormValue(String(value))
        }

        /// A number: written as it is.
        public mutating func appendInterpolation(_ value: Int) { text += String(value) }

        /// Markup: kept.
        public mutating func appendInterpolation(_ html: HTML) { text += html.text }

        /// Pieces of markup, one after the other.
        public mutating func appendInterpolation(_ pieces: [HTML]) {
            for piece in pieces { text += piece.text }
        }

        /// Optional text: escaped, or nothing.
        public mutating func appendInterpolation(_ value: String?) {
            if let value { text += HTMLEscaping.escape(value) }
        }
    }
}

extension Array where Element == HTML {
    /// The pieces joined into one.
    public var joined: HTML { HTML(trusted: map(\.text).joined()) }

    /// The pieces joined into one, with `separator` (text, escaped) between them.
    public func joined(separator: String) -> HTML {
        HTML(trusted: map(\.text).joined(separator: HTMLEscaping.escape(separator)))
    }
}
