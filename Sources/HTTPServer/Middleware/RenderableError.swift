/// An error that knows the response it answers with: throw it from a handler or middleware, and
/// ``ErrorMiddleware`` sends its ``response`` as it is.
///
/// For errors whose body depends on the API's envelope (Airtable's `{"error":{"type","message"}}`,
/// say). Like `HTTPError`'s reason, the response goes to the client: never put secrets or internal
/// details in it.
public protocol RenderableError: Error {
    /// The status, headers and body to answer.
    var response: Response { get }
}
