/// A key for `RequestStorage`: a type whose `Value` says what is stored under it.
///
/// <!-- example context: import TILModels
/// func example(request: inout Request, user: User) async throws { EXAMPLE } -->
/// ```swift
/// enum AuthenticatedUser: StorageKey { typealias Value = User }
/// request.storage[AuthenticatedUser.self] = user
/// ```
public protocol StorageKey {
    associatedtype Value: Sendable
}

/// Typed values attached to one request, so middleware can hand results to handlers.
public struct RequestStorage: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    /// The value stored under `key`, or `nil`.
    public subscript<Key: StorageKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
