/// A property wrapper for optional fields that should never fail decoding: a missing key, `null`, or a
/// value of an unexpected type all decode as `nil`.
///
/// ```swift
/// struct Repository: Decodable {
///     let name: String
///     @Lenient var language: String?
/// }
/// ```
@propertyWrapper
public struct Lenient<Value: Decodable>: Decodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        wrappedValue = try? decoder.singleValueContainer().decode(Value.self)
    }
}

extension Lenient: Sendable where Value: Sendable {}
extension Lenient: Equatable where Value: Equatable {}
extension Lenient: Hashable where Value: Hashable {}

extension Lenient: Encodable where Value: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// Lets a missing key decode as `nil` for ``Lenient`` properties instead of throwing `keyNotFound`.
    public func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        (try? decodeIfPresent(type, forKey: key)) ?? Lenient(wrappedValue: nil)
    }
}
