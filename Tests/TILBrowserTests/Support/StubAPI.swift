import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// A TIL session on a ``StubTransport`` that answers by route (`"GET acronyms"`,
/// `"POST acronyms/<id>/categories/<id>"`), with its own credentials file in a fresh directory.
struct StubAPI {
    let session: TILSession
    let stub: StubTransport
    let directory: URL

    /// - Parameters:
    ///   - loggedIn: stores a token first (authentication on only).
    ///   - routes: answers by `"METHOD path"`, the path after `/api/`; unknown routes get `404`.
    init(authMode: AuthMode = .token, loggedIn: Bool = true, routes: [String: StubTransport.Answer] = [:]) {
        self.init(authMode: authMode, loggedIn: loggedIn) { route in
            routes[route] ?? Fixtures.error(404, "Not Found")
        }
    }

    init(
        authMode: AuthMode = .token, loggedIn: Bool = true,
        answer: @escaping @Sendable (String) -> StubTransport.Answer
    ) {
        self.init(authMode: authMode, loggedIn: loggedIn) { request in answer(Self.route(of: request)) }
    }

    /// Answers each request as a whole (its query, its body), and may take its time.
    init(
        authMode: AuthMode = .token, loggedIn: Bool = true,
        respond: @escaping @Sendable (HTTPRequest) async -> StubTransport.Answer
    ) {
        directory = FileManager.default.temporaryDirectory.appending(path: "til-browser-\(UUID().uuidString)")
        stub = StubTransport(responder: respond)
        let configuration = TILConfiguration(
            serverURL: URL(string: "http://localhost:8080")!,  // safe: literal
            authMode: authMode, credentialsFile: directory.appending(path: "til/credentials.json"))
        // Each request is answered once, so a presenter sees every failure it is given.
        session = TILSession(
            configuration: configuration, transport: stub, retryPolicy: RetryPolicy(maxAttempts: 1))
        if loggedIn && authMode == .token {
            // A login that could not be stored would make every write a refusal without a request:
            // said here, rather than left for a test to puzzle over.
            do {
                try session.credentials.save(
                    StoredCredentials(token: Fixtures.token, username: "admin"), for: configuration.serverKey)
            } catch {
                Issue.record("the stub's login could not be stored: \(error)")
            }
        }
    }

    /// The routes requested so far, in order.
    var requested: [String] { stub.requests.map(Self.route(of:)) }

    /// `"GET acronyms/search"`: the method and the path after `/api/`.
    static func route(of request: HTTPRequest) -> String {
        let path =
            request.url.path.hasPrefix("/api/") ? String(request.url.path.dropFirst(5)) : request.url.path
        return "\(request.method) \(path)"
    }

    /// The JSON body of the last request, as a flat string dictionary.
    var lastBody: [String: String]? {
        stub.requests.last?.body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
    }

    var isLoggedIn: Bool {
        if case .loggedIn = session.authenticationState() { true } else { false }
    }

    func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}
