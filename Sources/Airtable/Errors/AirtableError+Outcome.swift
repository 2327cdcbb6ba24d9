import AirtableModel
import Courier

extension AirtableError {
    /// Whether the write this error is about may have been made though no answer said so
    /// (``Courier/CourierError/mayHaveTakenEffect``): look before sending it again.
    public var mayHaveTakenEffect: Bool { (underlying as? CourierError)?.mayHaveTakenEffect ?? false }
}
