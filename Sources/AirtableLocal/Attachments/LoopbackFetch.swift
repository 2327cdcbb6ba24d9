import AirtableModel
import Basics
import Courier
import Foundation
import HTTPServer

/// Attachments written by URL on a loopback host (`127.0.0.0/8`, `::1`, `localhost`) are fetched, so
/// a record written with the URL of a file served on this machine holds the file's bytes, as Airtable
/// downloads the files it is given. URLs on other hosts are kept as given and never fetched:
/// airtable-local makes no requests off the machine.
///
/// Only a client on this machine has its URLs fetched: one elsewhere (airtable-local listening on
/// another address) could otherwise read, through the server, what only this machine may reach.
/// Its loopback URLs are kept as given.
///
/// A record write (`POST`/`PATCH`/`PUT /v0/{base}/{table}[/{record}]`) naming such URLs is answered in
/// a task (`AirtableScreening`'s `AsyncResponder` side), so no request worker waits on the fetch: each
/// URL is fetched once, with a 10 s timeout and at most 5 MB, and no redirect followed; what answered
/// 2xx is handed to the write in the request's storage (`Fetched`). A URL that could not be fetched
/// is kept as given.
enum LoopbackFetch {
    /// Files fetched for a request, by the URL written.
    enum Fetched: StorageKey { typealias Value = [String: FetchedFile] }

    struct FetchedFile: Sendable {
        var contentType: String
        var bytes: [UInt8]
    }

    /// The most URLs one request has fetched; any more are kept as given.
    static let maxURLs = 20
    static let timeout: Duration = .seconds(10)

    /// The loopback URLs of new attachment objects (`{url}` without `id`) in a record write's
    /// `fields`, each once; none when the client is not on this machine (a request made in-process
    /// has no address, and is).
    static func urls(in request: HTTPServer.Request) -> [String] {
        let segments = request.segments
        guard request.isFromThisMachine,
            ["POST", "PATCH", "PUT"].contains(request.method), segments.first == "v0",
            segments.count == 3 || segments.count == 4, segments[1] != "meta",
            segments.count == 3 || request.method != "POST", mentionsLoopback(request.body),
            let body = try? JSONValue.parse(request.body)
        else { return [] }
        var fieldSets: [JSONValue?] = [body["fields"]]
        fieldSets += (body["records"]?.arrayValue ?? []).map { $0["fields"] }
        var found: [String] = []
        for fields in fieldSets {
            for value in (fields?.objectValue ?? [:]).values {
                for item in value.arrayValue ?? [] where item["id"] == nil {
                    guard let url = item["url"]?.stringValue, URL(string: url).map(Loopback.isWebURL) == true,
                        !found.contains(url), found.count < maxURLs
                    else { continue }
                    found.append(url)
                }
            }
        }
        return found
    }

    /// Fetches `urls` one after another; those that answered 2xx, by URL.
    static func fetch(_ urls: [String]) async -> [String: FetchedFile] {
        guard let anyBase = URL(string: "http://\(Loopback.ipv4Address)/") else { return [:] }
        let client = Client(baseURL: anyBase, headers: [:], middleware: [])
        var fetched: [String: FetchedFile] = [:]
        for text in urls {
            guard let url = URL(string: text) else { continue }
            // A redirect could lead off the machine: it is not followed, so the URL is kept as given.
            let options = RequestOptions(
                timeout: timeout, maxResponseBytes: AirtableLimits.attachmentUploadBytes,
                followsRedirects: false)
            guard let response = try? await client.send(HTTPRequest(url: url, options: options)),
                response.isSuccess
            else { continue }
            let type = response.headers["Content-Type"].flatMap {
                AttachmentRoutes.isMediaType($0) ? $0 : nil
            }
            fetched[text] = FetchedFile(
                contentType: type ?? "application/octet-stream", bytes: [UInt8](response.body))
        }
        return fetched
    }

    /// A cheap look before parsing: whether the body names a loopback host at all.
    private static func mentionsLoopback(_ body: [UInt8]) -> Bool {
        let text = String(decoding: body, as: UTF8.self).lowercased()
        return text.contains("://127.") || text.contains("://localhost") || text.contains("://[::1]")
    }
}
