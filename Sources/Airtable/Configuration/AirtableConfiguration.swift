import AirtableModel
import Basics
import Courier
import Foundation

/// Where the Airtable API is and the token to use.
///
/// The token never appears in descriptions, errors or logs: this type's `description` masks it.
public struct AirtableConfiguration: Sendable, SecretHolding {
    /// The server root, without `/v0` (the client appends `/v0/…`).
    public var endpoint: URL
    /// A personal access token or OAuth access token, sent as `Authorization: Bearer …` to the
    /// endpoint's host only.
    public var token: String
    /// Requests per second and per base, and per token, that the client keeps to.
    public var rateLimits: AirtableRateLimits
    /// The most a response body may have (``defaultMaxResponseBytes`` unless given); a larger one
    /// fails while it arrives, with type `DECODING`.
    public var maxResponseBytes: Int

    public init(
        endpoint: URL = Self.realEndpoint, token: String, rateLimits: AirtableRateLimits = .airtable,
        maxResponseBytes: Int = Self.defaultMaxResponseBytes
    ) {
        self.endpoint = Self.root(of: endpoint)
        self.token = token
        self.rateLimits = rateLimits
        self.maxResponseBytes = maxResponseBytes
    }

    /// 32 MiB: a page of 100 records with room for long text in every one of them.
    public static let defaultMaxResponseBytes = 32 << 20

    /// Real Airtable.
    public static let realEndpoint = URL(string: "https://api.airtable.com") ?? URL(fileURLWithPath: "/")
    /// The local compatible server `scripts/up` starts (`airtable-local`).
    public static let localEndpoint = AirtableLocalAddress.endpoint

    /// `dump` and debuggers see the endpoint and limits, never the token.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "endpoint": endpoint, "token": secretMask, "rateLimits": rateLimits,
                "maxResponseBytes": maxResponseBytes,
            ])
    }

    public var description: String {
        "AirtableConfiguration(endpoint: \(endpoint.absoluteString), token: \(secretMask))"
    }

    /// The API base every path is resolved against: `<endpoint>/v0/`.
    var apiBase: URL { endpoint.appending(path: "v0/", directoryHint: .isDirectory) }

    /// Where attachments are uploaded: Airtable's `https://content.airtable.com/v0/` when the endpoint is
    /// real Airtable's API host, else the endpoint's own `v0/` (airtable-local serves uploads on the
    /// same port as the rest of the API).
    var contentBase: URL {
        guard endpoint.host()?.lowercased() == Self.realEndpoint.host() else { return apiBase }
        return URL(string: "https://content.airtable.com/v0/") ?? apiBase
    }

    /// `endpoint` without a trailing `/` or `/v0` (airtable.js's `endpointUrl` has neither, but
    /// people paste both), by the rule every client's address follows (``ServerAddress``).
    static func root(of endpoint: URL) -> URL {
        ServerAddress.url(endpoint.absoluteString, dropping: "/v0") ?? endpoint
    }
}
