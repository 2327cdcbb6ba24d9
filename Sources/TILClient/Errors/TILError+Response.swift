import Courier

extension TILError {
    /// The response the failure came with, when one arrived: its status, its headers (secret ones
    /// masked) and its body as received.
    public var response: HTTPResponse? { (underlying as? CourierError)?.response }
}
