import Basics
import Foundation
import Testing

@testable import Courier

@Suite struct ConditionalRequestTests {
    /// A server that answers 304 when the client already has version `"v1"`.
    func versionedServer() -> StubTransport {
        StubTransport { request in
            if request.headers["If-None-Match"] == "\"v1\"" {
                return .status(304, headers: ["X-RateLimit-Remaining": "59"])
            }
            return .json(
                #"{"id":1,"name":"fresh"}"#, headers: ["ETag": "\"v1\"", "X-RateLimit-Remaining": "60"])
        }
    }

    @Test func a304IsServedFromTheCache() async throws {
        let stub = versionedServer()
        let client = makeClient(stub, middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()])
        let first = try await client.reply(to: Request<Item>.get("items/1"))
        let second = try await client.reply(to: Request<Item>.get("items/1"))
        #expect(first.value == second.value)
        #expect(second.response.status == 200)
        #expect(second.response.headers["X-RateLimit-Remaining"] == "59")
        #expect(stub.requests.map { $0.headers["If-None-Match"] } == [nil, "\"v1\""])
    }

    /// A 304's own `Content-Length` (of its empty body) and the like describe no stored byte: the
    /// answer from the cache keeps the stored body's, and takes the 304's other fields.
    @Test func a304DoesNotChangeTheStoredBodysLength() async throws {
        let body = #"{"id":1,"name":"fresh"}"#
        let stub = StubTransport { request in
            if request.headers["If-None-Match"] == "\"v1\"" {
                return .status(
                    304,
                    headers: [
                        "Content-Length": "0", "Content-Encoding": "gzip", "ETag": "\"v1\"", "X-New": "1",
                    ])
            }
            return .json(body, headers: ["ETag": "\"v1\"", "Content-Length": "\(body.utf8.count)"])
        }
        let client = makeClient(stub, middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()])
        _ = try await client.reply(to: Request<Item>.get("items/1"))
        let second = try await client.reply(to: Request<Item>.get("items/1"))
        #expect(second.value.name == "fresh")
        #expect(second.response.headers["Content-Length"] == "\(body.utf8.count)")
        #expect(second.response.headers["Content-Encoding"] == nil)
        #expect(second.response.headers["X-New"] == "1")
    }

    /// An answer from the cache reports the timings and the address of the 304 that confirmed it
    /// (where a redirect led), not of the exchange that first brought it.
    @Test func aCachedAnswerCarriesTheTimingsOfItsRevalidation() async throws {
        let exchanges = Locked(0)
        let stub = StubTransport { request in
            let number = exchanges.withLock { count in
                count += 1
                return count
            }
            var response =
                request.headers["If-None-Match"] == nil
                ? HTTPResponse(status: 200, headers: ["ETag": "\"v1\""], body: Data("{}".utf8))
                : HTTPResponse(status: 304)
            response.metrics = TransferMetrics(total: .milliseconds(number))
            response.url = URL(string: "https://moved.example/v\(number)/items/1")
            return .response(response)
        }
        let client = makeClient(stub, middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()])
        _ = try await client.reply(to: Request<Data>.get("items/1"))
        let cached = try await client.reply(to: Request<Data>.get("items/1"))
        #expect(cached.isFromCache)
        #expect(cached.response.metrics?.total == .milliseconds(2))
        #expect(cached.url.absoluteString == "https://moved.example/v2/items/1")
    }

    /// A download's body is in the caller's file, which may have changed since: never revalidated.
    @Test func aDownloadIsNeverServedFromTheCache() async throws {
        let stub = versionedServer()
        let client = makeClient(stub, middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()])
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "courier-etag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "item.json")

        _ = try await client.send(Request.download("items/1", to: file))
        try FileManager.default.removeItem(at: file)
        _ = try await client.send(Request.download("items/1", to: file))

        #expect(stub.requests.map { $0.headers["If-None-Match"] } == [nil, nil])
        #expect(try Data(contentsOf: file) == Data(#"{"id":1,"name":"fresh"}"#.utf8))
    }

    @Test func lastModifiedIsRevalidatedToo() async throws {
        let stub = StubTransport { request in
            request.headers["If-Modified-Since"] != nil
                ? .status(304)
                : .json(#"{"id":2,"name":"b"}"#, headers: ["Last-Modified": "Wed, 21 Oct 2015 07:28:00 GMT"])
        }
        let client = makeClient(stub, middleware: [ValidationMiddleware(), ConditionalRequestMiddleware()])
        _ = try await client.send(Request<Item>.get("items/2"))
        #expect(try await client.send(Request<Item>.get("items/2")).name == "b")
        #expect(stub.requests.last?.headers["If-Modified-Since"] == "Wed, 21 Oct 2015 07:28:00 GMT")
    }

    @Test func entriesAreSeparatePerCredential() async throws {
        let stub = versionedServer()
        let cache = ResponseCache()
        let alice = makeClient(
            stub, middleware: [AuthMiddleware(.bearer("a")), ConditionalRequestMiddleware(cache: cache)])
        let bob = makeClient(
            stub, middleware: [AuthMiddleware(.bearer("b")), ConditionalRequestMiddleware(cache: cache)])
        _ = try await alice.send(Request<Item>.get("me"))
        _ = try await bob.send(Request<Item>.get("me"))
        #expect(stub.requests.map { $0.headers["If-None-Match"] } == [nil, nil])
        #expect(cache.count == 2)
    }

    @Test func noStoreResponsesAndOtherMethodsAreNotCached() async throws {
        let stub = StubTransport { _ in
            .json(#"{"id":1,"name":"a"}"#, headers: ["ETag": "\"x\"", "Cache-Control": "private, no-store"])
        }
        let cache = ResponseCache()
        let client = makeClient(stub, middleware: [ConditionalRequestMiddleware(cache: cache)])
        _ = try await client.send(Request<Item>.get("a"))
        _ = try await client.send(Request<Item>.post("a", body: Item(id: 1, name: "a")))
        #expect(cache.count == 0)
    }

    @Test func theCacheEvictsTheLeastRecentlyUsed() {
        let cache = ResponseCache(capacity: 2)
        let entry = ResponseCache.Entry(response: HTTPResponse(status: 200), etag: "e", lastModified: nil)
        cache.store(entry, for: "a")
        cache.store(entry, for: "b")
        _ = cache.entry(for: "a")
        cache.store(entry, for: "c")
        #expect(cache.entry(for: "a") != nil)
        #expect(cache.entry(for: "b") == nil)
        #expect(cache.count == 2)
    }
}
