import Basics
import Foundation

extension JSONValue {
    /// A response body parsed as JSON, for comparing by meaning (key order and escaping do not matter).
    init(parsing data: Data) throws { self = try .parse(Array(data)) }
}
