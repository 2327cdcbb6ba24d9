/// A coding key made from any string or integer, for walking JSON by names known only at run time.
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String
    public let intValue: Int?

    public init(_ string: String) {
        stringValue = string
        intValue = nil
    }
    public init(stringValue: String) { self.init(stringValue) }
    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
    public init(stringLiteral value: String) { self.init(value) }
}
