import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A few real HTTP requests to a server on 127.0.0.1, through `URLSession`.
enum HTTP {
    struct Reply: Sendable {
        var status: Int
        var contentType: String?
        var body: [UInt8]
    }

    static func send(
        _ method: String, _ url: String, token: String?, body: [UInt8]? = nil
    ) async throws -> Reply {
        guard let target = URL(string: url) else { throw URLError(.badURL) }
        var request = URLRequest(url: target)
        request.httpMethod = method
        // Generous: at the start of the whole suite, two cores run hundreds of tests at once, and a
        // request to a server in this process may wait its turn for tens of seconds (30 s was
        // seen to run out). A test that means to time something out sets its own clock.
        request.timeoutInterval = 300
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return Reply(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type"),
            body: Array(data))
    }
}
