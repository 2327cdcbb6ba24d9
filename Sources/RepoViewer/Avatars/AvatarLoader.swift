import Basics
import Courier
import Foundation
import GitHub

/// Loads avatar images, in PINRemoteImage's role: fetched concurrently, kept in memory and on disk,
/// and requested once even when many rows ask for the same avatar at the same time.
///
/// Only images are loaded and kept (PNG, JPEG, GIF or WebP by their first bytes; anything else is
/// ``NotAnImage``), and memory keeps only those of at most ``memoryEntryBytes``, so the memory an
/// avatar host can make the loader hold is bounded by `memoryCapacity` of those.
///
/// Avatars live on another host than the API, so they are fetched with a plain client: no token,
/// no API headers. Their URLs come from the server, so only absolute `http` and `https` URLs are
/// loaded: anything else (`file:`, a path without a scheme) is refused before any request, as
/// ``UnsupportedURL``. The disk cache is a `DiskResponseStore` under a directory such as
/// `$XDG_CACHE_HOME/courier-github/avatars`: private files, written atomically, the least recently
/// used removed past `diskCapacity` bytes. An avatar found there is asked for again with its
/// `ETag` or `Last-Modified` (a `304` keeps it), since an avatar's URL stays the same when its
/// owner changes the picture; when the host cannot be reached, or kept no validator, it is used as
/// it is.
public actor AvatarLoader {
    /// An avatar URL that is not an absolute `http` or `https` URL.
    public struct UnsupportedURL: Error, Sendable, CustomStringConvertible {
        public let url: URL
        public var description: String {
            "not loading the avatar at \(url.absoluteString): only http and https URLs are loaded"
        }
    }

    /// What an avatar URL answered with is not an image.
    public struct NotAnImage: Error, Sendable, CustomStringConvertible {
        public let url: URL
        public var description: String { "the avatar at \(url.absoluteString) is not an image" }
    }

    /// The largest avatar kept in memory (256 KiB; GitHub's are a few KiB); a larger one is kept
    /// on disk only.
    public static let memoryEntryBytes = 256 << 10

    private let client: Client
    private let followsRedirects: Bool
    /// Avatar bytes by URL; the least recently used go beyond `memoryCapacity`.
    private var memory: BoundedCache<URL, Data>
    private let disk: DiskResponseStore?
    private var inFlight: [URL: Task<Data, any Error>] = [:]

    /// The most an avatar may have unless told otherwise: 4 MiB.
    public static let defaultMaxBytes = 4 << 20

    /// - Parameters:
    ///   - directory: the on-disk cache, or `nil` for memory only (also when it cannot be created).
    ///   - diskCapacity: bytes the disk cache may hold (20 MiB unless given).
    ///   - transport: the HTTP transport (the default one unless given).
    ///   - maxBytes: the most one avatar may have; a larger one fails while it arrives.
    ///   - followsRedirects: whether an avatar host's redirect is followed; refused, it is an error
    ///     (for a caller that allows only some hosts, since a redirect may lead anywhere).
    public init(
        directory: URL?, memoryCapacity: Int = 200, diskCapacity: Int = 20 << 20,
        userAgent: String = GitHubConfiguration.defaultUserAgent, transport: (any Transport)? = nil,
        maxBytes: Int = AvatarLoader.defaultMaxBytes, followsRedirects: Bool = true
    ) {
        self.followsRedirects = followsRedirects
        // Never used: only absolute http and https URLs are sent (see `isLoadable`).
        let base = URL(string: "https://avatars.invalid/") ?? URL(filePath: "/")
        client = Client(
            baseURL: base, headers: ["User-Agent": userAgent, "Accept": "image/*"],
            middleware: [ValidationMiddleware(acceptable: ValidationMiddleware.successStatuses.union([304]))],
            transport: transport, maxResponseBytes: maxBytes)
        memory = BoundedCache(capacity: memoryCapacity)
        disk = directory.flatMap { try? DiskResponseStore(directory: $0, maxBytes: diskCapacity) }
    }

    /// Whether `url` may be loaded: an absolute `http` or `https` URL with a host.
    public static func isLoadable(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        return (scheme == "http" || scheme == "https") && url.host?.isEmpty == false
    }

    /// The image bytes at `url` when memory holds them: what ``data(for:)`` answers without a
    /// request (one kept on disk is asked for again).
    public func inMemory(_ url: URL) -> Data? { memory.value(for: url) }

    /// The image bytes at `url`: from memory, else disk, else the network (once for concurrent
    /// callers). Throws ``UnsupportedURL`` for a URL that is not absolute `http` or `https`.
    public func data(for url: URL) async throws -> Data {
        guard Self.isLoadable(url) else { throw UnsupportedURL(url: url) }
        if let cached = memory.value(for: url) { return cached }
        if let task = inFlight[url] { return try await task.value }
        var request = Request<HTTPResponse>(path: RequestPath(raw: url.absoluteString))
        request.options.followsRedirects = followsRedirects
        let task = Task { [client, disk, request] () throws -> Data in
            let key = SHA256.hex(url.absoluteString)
            let stored = disk?.entry(for: key).flatMap {
                ImageSignature(of: $0.response.body) != nil ? $0 : nil
            }
            var asked = request
            if let stored {
                guard stored.canBeRevalidated else { return stored.response.body }
                asked.headers = stored.revalidating(request.headers)
            }
            let response: HTTPResponse
            do {
                response = try await client.send(asked)
            } catch {
                guard let stored else { throw error }
                return stored.response.body
            }
            if response.status == 304, let stored { return stored.response.body }
            guard ImageSignature(of: response.body) != nil else { throw NotAnImage(url: url) }
            // Kept with its validators only: the body and nothing else the host sent.
            let validators = CachedResponse(validating: response)
            disk?.store(
                CachedResponse(
                    response: HTTPResponse(status: 200, body: response.body), etag: validators.etag,
                    lastModified: validators.lastModified),
                for: key)
            return response.body
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        if data.count <= Self.memoryEntryBytes { memory.store(data, for: url) }
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
