extension TransportError {
    /// What every transport throws for a method that is not a token (``HTTPMethod/isToken``)
    /// instead of sending it: CR or LF in one would split the request line.
    static func invalidMethod(_ method: HTTPMethod) -> TransportError {
        TransportError(.other, "invalid request method \"\(method.rawValue.prefix(40))\"")
    }
}
