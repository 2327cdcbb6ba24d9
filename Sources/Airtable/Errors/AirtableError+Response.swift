import AirtableModel
import Courier

extension AirtableError {
    /// The response the failure came with, when one arrived: its status, headers and body, with
    /// secret values masked.
    public var response: HTTPResponse? { (underlying as? CourierError)?.response }
}
