/// A username and password from an `Authorization: Basic …` header.
public struct BasicCredentials: Sendable, Hashable {
    public var username: String
    public var password: String
}
