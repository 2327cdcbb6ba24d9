import Foundation
import TILClient
import TILModels

/// Finds the acronym, user or category a person named: by id, or by short form, username or name.
///
/// Names are matched exactly. No match, or an id that names nothing, is a
/// ``Basics/FailureKind/notFound`` error that says so; several matches are a
/// ``Basics/FailureKind/input`` error whose reason lists the candidates with their ids.
public struct Resolver: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// An acronym by id, or by its short form (its meaning when no short form matches).
    public func acronym(_ reference: EntityReference) async throws(TILError) -> Acronym {
        switch reference {
        case .id(let id):
            return try await Self.withID(id, kind: "acronym") { () throws(TILError) in
                try await session.send(TILAPI.Acronyms.get(id))
            }
        case .name(let name):
            let found = try await session.send(TILAPI.Acronyms.search(name))
            let byShort = found.filter { $0.short == name }
            return try Self.single(
                byShort.isEmpty ? found : byShort, kind: "acronym", named: name,
                describe: { "\($0.short) (\($0.long))" })
        }
    }

    /// A user by id or username.
    public func user(_ reference: EntityReference) async throws(TILError) -> User {
        try await find(
            reference, kind: "user", name: \.username, describe: { "\($0.username) (\($0.name))" },
            byID: { id throws(TILError) in try await session.send(TILAPI.Users.get(id)) },
            all: { () throws(TILError) in try await session.send(TILAPI.Users.all()) })
    }

    /// A category by id or name.
    public func category(_ reference: EntityReference) async throws(TILError) -> TILModels.Category {
        try await find(
            reference, kind: "category", name: \.name, describe: \.name,
            byID: { id throws(TILError) in try await session.send(TILAPI.Categories.get(id)) },
            all: { () throws(TILError) in try await session.send(TILAPI.Categories.all()) })
    }

    /// By id with `byID`, or the one item of `all` whose `name` is exactly the name given.
    private func find<Item: Identifiable<UUID?>>(
        _ reference: EntityReference, kind: String, name: KeyPath<Item, String>, describe: (Item) -> String,
        byID: (UUID) async throws(TILError) -> Item, all: () async throws(TILError) -> [Item]
    ) async throws(TILError) -> Item {
        switch reference {
        case .id(let id):
            return try await Self.withID(id, kind: kind) { () throws(TILError) in try await byID(id) }
        case .name(let wanted):
            let matches = try await all().filter { $0[keyPath: name] == wanted }
            return try Self.single(matches, kind: kind, named: wanted, describe: describe)
        }
    }

    /// What `fetch` finds by `id`; its not-found said as "There is no acronym with the id …", not
    /// as the request's failure ("There was an error getting the acronym").
    private static func withID<Item>(
        _ id: UUID, kind: String, _ fetch: () async throws(TILError) -> Item
    ) async throws(TILError) -> Item {
        do {
            return try await fetch()
        } catch  where error.failureKind == .notFound {
            throw TILError(
                kind: .notFound, message: "There is no \(kind) with the id \(id.uuidString)",
                reason: error.reason, status: error.status, operation: error.operation)
        }
    }

    /// The one match, or the error saying there is none or too many.
    static func single<Item: Identifiable<UUID?>>(
        _ matches: [Item], kind: String, named name: String, describe: (Item) -> String
    ) throws(TILError) -> Item {
        guard let first = matches.first else {
            throw TILError(
                kind: .notFound, message: "There is no \(kind) called \"\(name)\"", reason: "Not Found")
        }
        guard matches.count == 1 else {
            let candidates = matches.map { "\(describe($0)) \($0.id?.uuidString ?? "no id")" }
            throw TILError(
                kind: .input, message: "More than one \(kind) is called \"\(name)\"; use an id",
                reason: candidates.joined(separator: ", "))
        }
        return first
    }
}
