import Basics
import Foundation
import TILClient
import TILModels

/// Checks and saves acronyms and, when the server has no logins, lists the users who can own one.
public struct AcronymEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Whether the owner is picked (logins off) or is whoever is logged in (logins on).
    public var picksOwner: Bool { session.authMode == .off }

    public func users() async throws(TILError) -> [User] {
        try await session.send(TILAPI.Users.all())
    }

    /// The acronym as it is now.
    public func acronym(_ id: UUID) async throws(TILError) -> Acronym {
        try await session.send(TILAPI.Acronyms.get(id))
    }

    /// The owner preselected among `users`: the current owner when editing (matched by id), else the
    /// first user.
    public func defaultOwner(among users: [User], for mode: AcronymEditorMode) -> User? {
        guard case .edit(let acronym) = mode else { return users.first }
        return users.first { $0.id == acronym.user.id } ?? users.first
    }

    /// Every problem with the input, in the form's order: no acronym (or one over several lines),
    /// no meaning, no owner picked (when the server has no logins). Empty when it can be saved.
    public func problems(short: String, long: String, owner: User?) -> [String] {
        var problems: [String] = []
        if short.isBlank { problems.append(Messages.acronymRequired) }
        if short.trimmed.contains(where: \.isNewline) { problems.append(Messages.acronymOnOneLine) }
        if long.isBlank { problems.append(Messages.meaningRequired) }
        if picksOwner, owner?.id == nil { problems.append(Messages.userRequired) }
        return problems
    }

    /// Throws the first of ``problems(short:long:owner:)``, as an input error.
    public func validate(short: String, long: String, owner: User?) throws(TILError) {
        if let problem = problems(short: short, long: long, owner: owner).first {
            throw TILError(kind: .input, message: problem)
        }
    }

    /// Whether saving `short`, `long` and `owner` would change `acronym`. Saving nothing new still
    /// sends a `PUT`, which with logins makes the caller the owner, so a front end may skip it.
    public func changes(_ acronym: Acronym, short: String, long: String, owner: User?) -> Bool {
        if short.trimmed != acronym.short || long.trimmed != acronym.long { return true }
        guard picksOwner, let ownerID = owner?.id else { return false }
        return ownerID != acronym.user.id
    }

    /// Creates the acronym, or updates the one edited, with trimmed fields; returns it as saved.
    public func save(_ mode: AcronymEditorMode, short: String, long: String, owner: User?)
        async throws(TILError) -> Acronym
    {
        let data = session.acronymData(short: short.trimmed, long: long.trimmed, userID: owner?.id)
        switch mode {
        case .create:
            return try await session.send(TILAPI.Acronyms.create(data))
        case .edit(let acronym):
            guard let id = acronym.id else {
                throw TILError(kind: .input, message: Messages.acronymWithoutIDNotUpdated)
            }
            return try await session.send(TILAPI.Acronyms.update(id, with: data))
        }
    }
}
