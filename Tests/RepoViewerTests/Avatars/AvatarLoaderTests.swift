import Basics
import Courier
import Foundation
import RepoViewer
import TestSupport
import Testing

/// Avatars are fetched once, kept in memory and on disk, and fetched concurrently.
@Suite struct AvatarLoaderTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])

    func scratchDirectory() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "avatars-\(UUID().uuidString)")
    }

    @Test func concurrentRequestsForOneAvatarFetchItOnce() async throws {
        let stub = StubTransport(delay: .milliseconds(50)) { _ in
            .response(HTTPResponse(status: 200, body: Self.png))
        }
        let loader = AvatarLoader(directory: nil, transport: stub)
        let url = try #require(URL(string: "https://avatars.example/u/1?v=4"))
        let results = await withTaskGroup(of: Data?.self) { group in
            for _ in 0..<10 { group.addTask { try? await loader.data(for: url) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == Self.png })
        #expect(stub.requests.count == 1)
        #expect(stub.requests.first?.headers["Authorization"] == nil)
    }

    @Test func manyAvatarsLoadTogetherAndFailuresAreLeftOut() async throws {
        let stub = StubTransport { request in
            request.url.path.hasSuffix("/missing")
                ? .status(404) : .response(HTTPResponse(status: 200, body: Self.png))
        }
        let loader = AvatarLoader(directory: nil, transport: stub)
        let urls = try (1...5).map { try #require(URL(string: "https://avatars.example/u/\($0)")) }
        let missing = try #require(URL(string: "https://avatars.example/missing"))
        let found = await loader.data(for: urls + [missing])
        #expect(Set(found.keys) == Set(urls))
    }

    @Test func theDiskCacheSurvivesANewLoader() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try #require(URL(string: "https://avatars.example/u/7"))
        let first = StubTransport { _ in .response(HTTPResponse(status: 200, body: Self.png)) }
        _ = try await AvatarLoader(directory: directory, transport: first).data(for: url)
        let second = StubTransport { _ in .status(500) }
        let data = try await AvatarLoader(directory: directory, transport: second).data(for: url)
        #expect(data == Self.png)
        #expect(second.requests.isEmpty)
    }

    /// An avatar's URL stays the same when its owner changes the picture: one kept on disk with a
    /// validator is asked for again (a `304` keeps it, a new picture replaces it), and used as it is
    /// when the host cannot answer.
    @Test func anAvatarOnDiskIsRevalidated() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try #require(URL(string: "https://avatars.example/u/8?v=4"))
        let changed = Self.png + Data([9])
        let first = StubTransport { _ in
            .response(HTTPResponse(status: 200, headers: ["ETag": "\"v1\""], body: Self.png))
        }
        _ = try await AvatarLoader(directory: directory, transport: first).data(for: url)

        let unchanged = StubTransport { request in
            request.headers["If-None-Match"] == "\"v1\"" ? .status(304) : .status(500)
        }
        #expect(try await AvatarLoader(directory: directory, transport: unchanged).data(for: url) == Self.png)
        #expect(unchanged.requests.count == 1)

        let replaced = StubTransport { _ in
            .response(HTTPResponse(status: 200, headers: ["ETag": "\"v2\""], body: changed))
        }
        #expect(try await AvatarLoader(directory: directory, transport: replaced).data(for: url) == changed)
        #expect(replaced.requests.first?.headers["If-None-Match"] == "\"v1\"")

        let unreachable = StubTransport { _ in .failure(TransportError(.cannotConnect, "refused")) }
        #expect(
            try await AvatarLoader(directory: directory, transport: unreachable).data(for: url) == changed)
    }

    @Test func theDiskCacheKeepsToItsCapacityDroppingTheLeastRecentlyUsed() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let urls = try (0..<6).map { try #require(URL(string: "https://avatars.example/u/\($0)")) }
        let image = Self.png + Data(repeating: 7, count: 993)
        let serving = StubTransport { _ in .response(HTTPResponse(status: 200, body: image)) }
        let loader = AvatarLoader(directory: directory, diskCapacity: 4_000, transport: serving)
        for url in urls { _ = try await loader.data(for: url) }

        let files = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil)
        let bytes = try files.reduce(0) {
            $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0)
        }
        #expect(bytes <= 4_000 && files.count < urls.count, "\(files.count) files, \(bytes) bytes")
        let offline = AvatarLoader(directory: directory, transport: StubTransport { _ in .status(500) })
        #expect(try await offline.data(for: urls[5]) == image)
        await #expect(throws: (any Error).self) { try await offline.data(for: urls[0]) }
    }

    /// Avatar URLs come from the server: one that is not absolute http or https would resolve to a
    /// local file (which `URLSession` on Apple platforms reads), so it is refused before any request.
    @Test(arguments: [
        "file:///etc/passwd", "FILE:///etc/hosts", "avatars/u/1.png", "/etc/passwd", "//avatars.example/u/1",
        "ftp://avatars.example/u/1", "data:image/png;base64,iVBORw0KGgo=",
    ])
    func onlyHTTPAvatarsAreLoaded(address: String) async throws {
        let stub = StubTransport { _ in .response(HTTPResponse(status: 200, body: Self.png)) }
        let loader = AvatarLoader(directory: nil, transport: stub)
        let url = try #require(URL(string: address))
        await #expect(throws: (any Error).self) { try await loader.data(for: url) }
        #expect(stub.requests.isEmpty, "\(stub.requests.map(\.url))")
    }

    @Test func anHTTPAvatarLoadsFromARealServerWhateverTheCaseOfItsScheme() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Array(Self.png), contentType: "image/png") }
        defer { server.stop() }
        let loader = AvatarLoader(directory: nil)
        let url = try #require(URL(string: "HTTP://127.0.0.1:\(server.port)/u/1.png"))
        #expect(try await loader.data(for: url) == Self.png)
    }

    /// What is not an image (a page, a script) is refused, and kept neither on disk nor in memory;
    /// an image too large for memory is kept on disk only.
    @Test func onlyImagesAreKept() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = Self.png + Data(count: AvatarLoader.memoryEntryBytes)
        let serving = StubTransport { request in
            .response(
                HTTPResponse(
                    status: 200, body: request.url.path.hasSuffix("page") ? Data("<html>".utf8) : large))
        }
        let loader = AvatarLoader(directory: directory, transport: serving)
        let page = try #require(URL(string: "https://avatars.example/page"))
        await #expect(throws: AvatarLoader.NotAnImage.self) { try await loader.data(for: page) }
        await #expect(throws: AvatarLoader.NotAnImage.self) { try await loader.data(for: page) }
        #expect(serving.requests.count == 2, "a refusal is not kept")
        let image = try #require(URL(string: "https://avatars.example/large"))
        #expect(try await loader.data(for: image) == large)
        #expect(try await loader.data(for: image) == large)
        #expect(serving.requests.count == 3, "from disk the second time")
        // Without a disk cache, memory does not keep it: it is fetched again.
        let memoryOnly = AvatarLoader(directory: nil, transport: serving)
        #expect(try await memoryOnly.data(for: image) == large)
        #expect(try await memoryOnly.data(for: image) == large)
        #expect(serving.requests.count == 5, "too large for memory")
        let small = try #require(URL(string: "https://avatars.example/small"))
        let smallServing = StubTransport { _ in .response(HTTPResponse(status: 200, body: Self.png)) }
        let keeping = AvatarLoader(directory: nil, transport: smallServing)
        _ = try await keeping.data(for: small)
        _ = try await keeping.data(for: small)
        #expect(smallServing.requests.count == 1, "a small one is kept in memory")
    }
}
