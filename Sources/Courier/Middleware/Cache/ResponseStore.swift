import Basics
import Foundation

/// A stored response and the validators to revalidate it with.
public struct CachedResponse: Sendable, Hashable, Codable {
    public let response: HTTPResponse
    public let etag: String?
    public let lastModified: String?

    public init(response: HTTPResponse, etag: String?, lastModified: String?) {
        self.response = response
        self.etag = etag
        self.lastModified = lastModified
    }

    /// `response` kept with the validators its headers give (`ETag`, `Last-Modified`).
    public init(validating response: HTTPResponse) {
        self.init(
            response: response, etag: response.headers["ETag"],
            lastModified: response.headers["Last-Modified"])
    }

    /// Whether it can be asked for again conditionally: it has an `ETag` or a `Last-Modified`.
    public var canBeRevalidated: Bool { etag != nil || lastModified != nil }

    /// `headers` asking for the entry again only if it changed (`If-None-Match`,
    /// `If-Modified-Since`), so that an unchanged one is answered `304 Not Modified`.
    public func revalidating(_ headers: HTTPHeaders) -> HTTPHeaders {
        var headers = headers
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// The stored response as a `304 Not Modified` confirms it: its headers updated by those the
    /// 304 carries (fresher rate-limit counters, a new `ETag`), but for the fields that describe
    /// the stored body's bytes (RFC 9111 §3.2), which a 304's have nothing to do with.
    public func confirmed(by notModified: HTTPResponse) -> HTTPResponse {
        var fresh = notModified.headers
        for name in ["Content-Length", "Content-Encoding", "Transfer-Encoding", "Content-Range"] {
            fresh.remove(name)
        }
        var confirmed = response
        confirmed.headers = response.headers.merging(fresh)
        return confirmed
    }
}

/// Where ``ConditionalRequestMiddleware`` keeps validated responses: ``ResponseCache`` in memory,
/// ``DiskResponseStore`` in a private directory that survives restarts, or your own.
///
/// Keys are ``CacheKey`` digests: they never contain a credential or a URL in clear.
public protocol ResponseStore: Sendable {
    /// The entry stored under `key`, or `nil`.
    func entry(for key: String) -> CachedResponse?
    /// Stores `entry` under `key`, replacing any entry there (and evicting others to stay in size).
    func store(_ entry: CachedResponse, for key: String)
    /// Forgets every entry.
    func removeAll()
}

extension HTTPResponse: Codable {
    private enum CodingKeys: String, CodingKey { case status, headers, body }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pairs = try container.decode([[String]].self, forKey: .headers)
        self.init(
            status: try container.decode(Int.self, forKey: .status),
            headers: HTTPHeaders(pairs.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }),
            body: try container.decode(Data.self, forKey: .body))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(headers.map { [$0.name, $0.value] }, forKey: .headers)
        try container.encode(body, forKey: .body)
    }
}
