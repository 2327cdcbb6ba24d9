import Basics
import Courier
import Foundation

/// Loads avatar images, in PINRemoteImage's role: fetched concurrently, kept in memory and on disk,
/// and requested once even when many rows ask for the same avatar at the same time.
///
/// Avatars live on another host than the API, so they are fetched with a plain client: no token,
/// no API headers. The disk cache is a `DiskResponseStore` under a directory such as
/// `$XDG_CACHE_HOME/courier-github/avatars`: private files, written atomically, the least recently
/// used removed past `diskCapacity` bytes.
public actor AvatarLoader {
    private let client: Client
    private var memory: AvatarMemoryCache
    private let disk: DiskResponseStore?
    private var inFlight: [URL: Task<Data, any Error>] = [:]

    /// - Parameters:
    ///   - directory: the on-disk cache, or `nil` for memory only (also when it cannot be created).
    ///   - diskCapacity: bytes the disk cache may hold (20 MiB unless given).
    ///   - transport: the HTTP transport (the default one unless given).
    public init(
        directory: URL?, memoryCapacity: Int = 200, diskCapacity: Int = 20 << 20,
        userAgent: String = "Courier-repos/1.0", transport: (any Transport)? = nil
    ) {
        // The base URL is never used: avatar requests carry absolute URLs.
        let base = URL(filePath: "/")
        client = Client(
            baseURL: base, headers: ["User-Agent": userAgent, "Accept": "image/*"],
            middleware: [ValidationMiddleware()], transport: transport)
        memory = AvatarMemoryCache(capacity: memoryCapacity)
        disk = directory.flatMap { try? DiskResponseStore(directory: $0, maxBytes: diskCapacity) }
    }

    /// The image bytes at `url`: from memory, else disk, else the network (once for concurrent
    /// callers).
    public func data(for url: URL) async throws -> Data {
        if let cached = memory[url] { return cached }
        if let task = inFlight[url] { return try await task.value }
        let task = Task { [client, disk] () throws -> Data in
            let key = SHA256.hex(url.absoluteString)
            if let stored = disk?.entry(for: key) { return stored.response.body }
            let data = try await client.send(Request<Data>(path: RequestPath(raw: url.absoluteString)))
            let response = HTTPResponse(status: 200, body: data)
            disk?.store(CachedResponse(response: response, etag: nil, lastModified: nil), for: key)
            return data
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        memory[url] = data
        return data
    }

    /// The images at `urls`, fetched concurrently; failures are left out.
    public func data(for urls: [URL]) async -> [URL: Data] {
        await withTaskGroup(of: (URL, Data?).self) { group in
            for url in Set(urls) {
                group.addTask { (url, try? await self.data(for: url)) }
            }
            var found: [URL: Data] = [:]
            for await (url, data) in group { found[url] = data }
            return found
        }
    }
}
