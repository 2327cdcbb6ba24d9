import AirtableModel
import Courier

extension AirtableError {
    /// Whether a server refused the request as unauthorised, forbidden or not found without any of
    /// Airtable's error bodies (``Courier/StatusError/isForeignRefusal``). Airtable and
    /// airtable-local always send one, so the answer is another program's (a TIL server, a proxy's
    /// page, on the address the tool was given): what it says about a token, a base or a table
    /// means nothing there.
    public var isForeignRefusal: Bool { (underlying as? CourierError)?.isForeignRefusal == true }
}
