/// An image could not be decoded (corrupt, unsupported or too large).
public struct ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
