import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// The tests' HTTP client: raw requests through Courier with no middleware (every status comes back
/// as it is), each answer checked against the server's own OpenAPI document — a status, content type
/// or body the document does not describe for the request's operation is recorded as an issue at the
/// caller's line (see `OpenAPIContract.problems(with:)`).
struct TestClient: Sendable {
    /// `http://127.0.0.1:<port>`
    let baseURL: String
    /// `nil` only while the harness fetches the document itself.
    let contract: OpenAPIContract?
    private let client: Client

    init(port: Int, contract: OpenAPIContract?, transport: any Transport) throws {
        baseURL = "http://127.0.0.1:\(port)"
        self.contract = contract
        guard let base = URL(string: baseURL) else { throw HarnessError("bad base URL \(baseURL)") }
        client = Client(baseURL: base, headers: [:], middleware: [], transport: transport)
    }

    /// Bodies larger than this are checked on a thread of their own: parsing them would keep a thread
    /// of Swift's shared pool busy long enough to delay other suites' timing-sensitive tests.
    static let largeBody = 16 << 10

    /// A client for the server on `port`, checking answers against that server's `GET /openapi.json`.
    static func connect(port: Int, transport: (any Transport)? = nil) async throws -> TestClient {
        let transport = try transport ?? sharedTransport.get()
        let bare = try TestClient(port: port, contract: nil, transport: transport)
        let body = try await bare.get("/openapi.json").body
        if let known = contracts[body] {
            return try TestClient(port: port, contract: known, transport: transport)
        }
        let contract = try OpenAPIContract(document: try JSONValue(parsing: body))
        contracts[body] = contract
        return try TestClient(port: port, contract: contract, transport: transport)
    }

    /// Contracts already read, by the exact document text (each server's own document is still fetched).
    private static let contracts = ContractCache()

    /// Sends `method` to `target` (a path with an optional query, sent as written).
    func send(
        _ method: HTTPMethod, _ target: String, headers: HTTPHeaders = [:], body: Data? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TILResponse {
        guard let url = URL(string: baseURL + target) else { throw HarnessError("not a URL: \(target)") }
        let response = try await client.send(
            HTTPRequest(method: method, url: url, headers: headers, body: body))
        let result = TILResponse(
            method: method.rawValue, target: target, status: response.status, headers: response.headers,
            body: response.body)
        let found: [String]
        if let contract, result.body.count > Self.largeBody {
            found = await OwnThread.run { contract.problems(with: result) }
        } else {
            found = contract?.problems(with: result) ?? []
        }
        for problem in found {
            Issue.record(Comment(rawValue: "OpenAPI: \(problem)"), sourceLocation: sourceLocation)
        }
        return result
    }

    func get(_ target: String, headers: HTTPHeaders = [:], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> TILResponse
    {
        try await send(.get, target, headers: headers, sourceLocation: sourceLocation)
    }

    /// Sends `json` as an `application/json` body, with a bearer token when one is given.
    func send(
        _ method: HTTPMethod, _ target: String, json: String, token: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TILResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return try await send(
            method, target, headers: headers, body: Data(json.utf8), sourceLocation: sourceLocation)
    }

    /// One transport for every test (a libcurl transport runs threads of its own).
    static let sharedTransport: Result<any Transport, TransportError> = Result {
        () throws(TransportError) -> any Transport in try TestTransport.make()
    }
}

extension HTTPHeaders {
    /// `Authorization: Bearer <token>`
    static func bearer(_ token: String) -> HTTPHeaders { ["Authorization": "Bearer \(token)"] }

    /// `Authorization: Basic base64(username:password)`
    static func basic(_ username: String, _ password: String) -> HTTPHeaders {
        ["Authorization": "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()]
    }
}

/// Parsed OpenAPI contracts by document text, shared by every test.
private final class ContractCache: @unchecked Sendable {  // safe: `contracts` is only touched under `lock`
    private let lock = NSLock()
    private var contracts: [Data: OpenAPIContract] = [:]

    subscript(document: Data) -> OpenAPIContract? {
        get { lock.withLock { contracts[document] } }
        set { lock.withLock { contracts[document] = newValue } }
    }
}
