import Basics

/// A username and password from an `Authorization: Basic …` header.
public struct BasicCredentials: Sendable, Hashable {
    public var username: String
    public var password: String
}

extension BasicCredentials: SecretHolding {
    public var description: String { "BasicCredentials(username: \(username), password: \(secretMask))" }
}
