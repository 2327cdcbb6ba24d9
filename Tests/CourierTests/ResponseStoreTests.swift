import Basics
import Foundation
import Testing

@testable import Courier

@Suite struct ResponseStoreTests {
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("courier-cache-\(UUID().uuidString)")
    }

    func entry(_ body: String, etag: String = "\"v1\"") -> CachedResponse {
        CachedResponse(
            response: HTTPResponse(status: 200, headers: ["ETag": etag], body: Data(body.utf8)), etag: etag,
            lastModified: nil)
    }

    @Test func diskEntriesSurviveARestartInPrivateFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = CacheKey().key(for: HTTPRequest(url: baseURL))
        try DiskResponseStore(directory: directory).store(entry("hello"), for: key)
        let reopened = try DiskResponseStore(directory: directory)
        #expect(reopened.entry(for: key) == entry("hello"))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == [key + ".json"])
        let file = try FileManager.default.attributesOfItem(
            atPath: directory.appendingPathComponent(files[0]).path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func theLeastRecentlyUsedEntriesAreEvictedBeyondTheSizeCap() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ManualClock()
        let size = try JSONEncoder().encode(entry(String(repeating: "x", count: 1000))).count
        let store = try DiskResponseStore(directory: directory, maxBytes: size * 3, clock: clock)
        let keys = (0..<4).map { SHA256.hex("key\($0)") }
        for key in keys.prefix(3) {
            store.store(entry(String(repeating: "x", count: 1000)), for: key)
            clock.advance(by: .seconds(10))
        }
        _ = store.entry(for: keys[0])  // used: now the newest
        clock.advance(by: .seconds(10))
        store.store(entry(String(repeating: "x", count: 1000)), for: keys[3])
        #expect(store.entry(for: keys[1]) == nil)
        #expect(
            store.entry(for: keys[0]) != nil && store.entry(for: keys[2]) != nil
                && store.entry(for: keys[3]) != nil)
        #expect(store.totalBytes <= size * 3)
    }

    /// A temporary file a writer left behind (stopped between writing and renaming) goes once it is
    /// an hour old; one being written now stays.
    @Test func temporaryFilesLeftBehindAreDeleted() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ManualClock()
        let store = try DiskResponseStore(directory: directory, clock: clock)
        let old = directory.appendingPathComponent("ab.json.1.2.tmp")
        let fresh = directory.appendingPathComponent("cd.json.3.4.tmp")
        for file in [old, fresh] { try Data("half".utf8).write(to: file) }
        try FileManager.default.setAttributes(
            [.modificationDate: clock.now().addingTimeInterval(-3_601)], ofItemAtPath: old.path)
        try FileManager.default.setAttributes([.modificationDate: clock.now()], ofItemAtPath: fresh.path)
        store.store(entry("hello"), for: String(repeating: "e", count: 64))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains(old.lastPathComponent) && names.contains(fresh.lastPathComponent), "\(names)")
    }

    @Test func damagedFilesAndForeignKeysAreMisses() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiskResponseStore(directory: directory)
        let key = SHA256.hex("k")
        try Data("{not json".utf8).write(to: directory.appendingPathComponent(key + ".json"))
        #expect(store.entry(for: key) == nil)
        store.store(entry("x"), for: "../../etc/passwd")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [key + ".json"])
    }

    @Test func keysVaryWithAcceptAndCredentialsButHoldNeither() {
        let keys = CacheKey()
        let plain = HTTPRequest(url: baseURL, headers: ["Accept": "application/json"])
        var raw = plain
        raw.headers["Accept"] = "application/vnd.github.raw"
        var alice = plain
        alice.headers["Authorization"] = "Bearer alice-token"
        var bob = plain
        bob.headers["Authorization"] = "Bearer bob-token"
        let all = [plain, raw, alice, bob].map(keys.key(for:))
        #expect(Set(all).count == 4)
        #expect(all.allSatisfy { $0.count == 64 && !$0.contains("token") })
    }

    @Test func a304IsAnsweredFromTheDiskStoreAfterARestart() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = StubTransport { request in
            request.headers["If-None-Match"] == "\"v1\""
                ? .status(304, headers: ["x-ratelimit-remaining": "59"])
                : .json(
                    #"{"id":1,"name":"one"}"#,
                    headers: ["ETag": "\"v1\"", "Set-Cookie": "session=cookie-secret"])
        }
        func client() throws -> Client {
            makeClient(
                stub,
                middleware: [
                    ValidationMiddleware(), AuthMiddleware(.bearer("tok-secret")),
                    ConditionalRequestMiddleware(store: try DiskResponseStore(directory: directory)),
                ])
        }
        let first = try await client().reply(to: Request<Item>.get("items/1"))
        let second = try await client().reply(to: Request<Item>.get("items/1"))
        #expect(!first.isFromCache)
        #expect(second.isFromCache && second.value == first.value && second.status == 200)
        #expect(second.headers["x-ratelimit-remaining"] == "59")
        let stored = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(!stored.contains("tok-secret") && !stored.contains("cookie-secret"))
    }
}
