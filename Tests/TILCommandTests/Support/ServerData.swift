import Basics
import Foundation
import TILClient
import TILModels

/// Prepares and inspects what a server holds through an in-process session, logged in as the seeded
/// admin when the server wants logins. Everything it creates has a unique name.
struct ServerData: Sendable {
    let session: TILSession
    /// The seeded admin's id.
    let adminID: UUID

    static func connect(_ server: RunningTILServer) async throws -> ServerData {
        try await loggedIn(server, as: "admin")
    }

    /// Data created through this session belongs to `username` (with logins on).
    static func loggedIn(_ server: RunningTILServer, as username: String, password: String = "password")
        async throws -> ServerData
    {
        let session = makeSession(server)
        if server.auth == .on { try await session.login(username: username, password: password) }
        return ServerData(session: session, adminID: try await adminID(session, auth: server.auth))
    }

    /// The seeded admin's id. A chapter 11 server seeds no user, so there the tests' "Admin" is made on
    /// first use (concurrent tests sharing a server may race to make it: a 409 means another one won).
    private static func adminID(_ session: TILSession, auth: ServerAuth) async throws -> UUID {
        func find() async throws -> UUID? {
            try await session.send(TILAPI.Users.all()).first { $0.username == "admin" }?.id
        }
        if let id = try await find() { return id }
        guard auth == .off else { throw TILError(kind: .notFound, message: "no admin user") }
        do throws(TILError) {
            _ = try await session.send(TILAPI.Users.create(CreateUserData(name: "Admin", username: "admin")))
        } catch  where error.status == 409 {}
        guard let id = try await find() else { throw TILError(kind: .notFound, message: "no admin user") }
        return id
    }

    func acronym(_ short: String, _ long: String, owner: UUID? = nil) async throws -> Acronym {
        try await session.send(
            TILAPI.Acronyms.create(session.acronymData(short: short, long: long, userID: owner ?? adminID)))
    }

    func user(_ name: String, username: String, password: String = "password") async throws -> User {
        let password = session.authMode == .token ? password : nil
        return try await session.send(
            TILAPI.Users.create(CreateUserData(name: name, username: username, password: password)))
    }

    func category(_ name: String) async throws -> TILModels.Category {
        try await session.send(TILAPI.Categories.create(name: name))
    }

    func attach(_ acronym: Acronym, to category: TILModels.Category) async throws {
        try await session.send(TILAPI.Acronyms.attach(try acronym.requireID(), to: try category.requireID()))
    }

    /// The acronym as the server holds it now, `nil` when it does not exist.
    func acronym(_ id: UUID) async throws -> Acronym? {
        do throws(TILError) {
            return try await session.send(TILAPI.Acronyms.get(id))
        } catch  where error.failureKind == .notFound {
            return nil
        }
    }

    func acronyms() async throws -> [Acronym] { try await session.send(TILAPI.Acronyms.all()) }
    func users() async throws -> [User] { try await session.send(TILAPI.Users.all()) }
    func categories() async throws -> [TILModels.Category] { try await session.send(TILAPI.Categories.all()) }

    func categories(of acronym: Acronym) async throws -> [TILModels.Category] {
        try await session.send(TILAPI.Acronyms.categories(of: try acronym.requireID()))
    }
}

/// Names no other test uses, so tests can share a server: `OMG` becomes `OMG-1A2B3C4D`.
enum Unique {
    static func name(_ prefix: String) -> String { "\(prefix)-\(UUID().uuidString.prefix(8))" }
}

extension Identifiable where ID == UUID? {
    /// The id the server gave, or an error for a value that never came from the server.
    func requireID() throws -> UUID {
        guard let id else { throw TILError(kind: .input, message: "\(Self.self) has no id") }
        return id
    }
}
