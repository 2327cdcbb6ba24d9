import SQL

/// A client mistake the storage layer detected; controllers turn it into a 4xx.
public enum StoreError: Error, Equatable, Sendable {
    /// A unique value already exists (a username, or a client-chosen id).
    case conflict(String)
    /// A reference to something that does not exist (the `userID` of a chapter 11 acronym).
    case unknownReference(String)
    /// What the request's path names was deleted while the request was handled.
    case gone

    /// Maps a constraint violation to a client mistake described by `message`; other errors pass.
    /// A foreign key that names nothing is `unknownReference`, or `gone` without its message.
    static func map(_ error: any Error, conflict: String, unknownReference: String? = nil) -> any Error {
        guard let error = error as? SQLError else { return error }
        switch error.kind {
        case .uniqueViolation: return StoreError.conflict(conflict)
        case .foreignKeyViolation: return unknownReference.map(StoreError.unknownReference) ?? StoreError.gone
        default: return error
        }
    }
}
