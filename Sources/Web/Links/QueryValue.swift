import Basics

extension String {
    /// The text as one value of a URL's query: all but letters, digits, `-._~` and `/` is
    /// percent-encoded, so `&`, `=`, `#` and spaces in it cannot end the value.
    public var queryValueEscaped: String { percentEncoded(keeping: "/") }
}
