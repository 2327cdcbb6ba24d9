import Courier
import Foundation
import SQL
import TILModels
import TILServer
import TestSupport
import Testing

/// Long, incompressible texts (up to the body limit) are stored and found verbatim on both backends —
/// PostgreSQL's B-tree index entries, limited to about 2.7 kB, once made them a 500 — and a long
/// username stays unique.
@Suite("Long texts")
struct LongTextTests {
    /// `count` characters of base64 from random bytes (which no database compresses).
    static func randomText(_ count: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: count * 3 / 4 + 3)
        bytes.withUnsafeMutableBytes { buffer in
            var generator = SystemRandomNumberGenerator()
            for offset in stride(from: 0, to: buffer.count - 7, by: 8) {
                buffer.storeBytes(of: generator.next(), toByteOffset: offset, as: UInt64.self)
            }
        }
        return String(Data(bytes).base64EncodedString().prefix(count))
    }

    @Test(arguments: Backend.allCases)
    func longTextsAreStoredFoundAndKeptUnique(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let (short, long) = (Self.randomText(100_000), Self.randomText(300_000))
            let body = try JSONEncoder().encode(["short": short, "long": long])
            let created = try await server.client.send(
                .post, "/api/acronyms", headers: .bearer(token).merging(["Content-Type": "application/json"]),
                body: body)
            try #require(created.status == 200, "\(created.status) \(created.text.prefix(200))")
            let acronym = try created.decode(Acronym.self)
            #expect(acronym.short == short && acronym.long == long)
            // A search term must fit in the request line (32 KiB of headers): 10 000 characters.
            let medium = try await server.api.createAcronym(short: "MED", long: Self.randomText(10_000))
            let term = try #require(medium.long.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            #expect(try await server.api.get([Acronym].self, "/api/acronyms/search?term=\(term)") == [medium])
            #expect(try await server.api.get([Acronym].self, "/api/acronyms/sorted").count == 2)
            #expect(
                try await server.api.get(Acronym.self, "/api/acronyms/\(try #require(acronym.id))") == acronym
            )

            // Logging in sends the username in a header, which must fit in 32 KiB too. A password is
            // at most bcrypt's 72 bytes (issue 15; see PasswordLengthTests).
            let username = Self.randomText(10_000)
            let user = CreateUserData(
                name: Self.randomText(50_000), username: username, password: Self.randomText(72))
            let first = try await server.api.send(.post, "/api/users", user, headers: .bearer(token))
            #expect(first.status == 200, "\(first.status) \(first.text.prefix(200))")
            #expect(try first.decode(User.self).username == username)
            _ = try await server.api.login(username, try #require(user.password))
            let again = try await server.api.send(.post, "/api/users", user, headers: .bearer(token))
            #expect(again.status == 409)

            let category = try await server.api.send(
                .post, "/api/categories", TILModels.Category(name: Self.randomText(200_000)),
                headers: .bearer(token))
            #expect(category.status == 200)
        }
    }

    @Test(arguments: Backend.allCases)
    func aDatabaseMigratedBeforeTheFixIsUpgraded(backend: Backend) async throws {
        try backend.skipIfUnavailable()
        // (Assertions stay outside the blocking thread, where the test's context is.)
        let (applied, duplicate) = try await OwnThread.run {
            let storage = try TestDatabase.create(backend, connections: 1)
            defer { storage.destroy() }
            let all = TILMigrations.all(admin: AdminSeed(bcryptCost: TILTestServer.bcryptCost))
            try Migrator.migrate(storage.database, all.filter { $0.name != "IndexLongTexts" })
            let applied = try Migrator.migrate(storage.database, all)
            let long = Self.randomText(20_000)
            let store = UserStore(database: storage.database)
            let user = try store.create(id: nil, name: long, username: long, passwordHash: nil)
            _ = try AcronymStore(database: storage.database).create(
                short: long, long: long, userID: user.id ?? UUID())
            let duplicate: String
            do {
                _ = try store.create(id: nil, name: "x", username: long, passwordHash: nil)
                duplicate = "created"
            } catch {
                duplicate = "\(error)"
            }
            return (applied, duplicate)
        }
        #expect(applied == ["IndexLongTexts"])
        #expect(duplicate == #"conflict("A user with this username or id already exists")"#)
    }
}
