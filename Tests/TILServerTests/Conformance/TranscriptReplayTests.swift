import Basics
import Courier
import Foundation
import Testing

/// Conformance with the book's real server: every exchange recorded from it
/// (`Tests/TILServerTests/Fixtures/vapor-til-transcripts.txt`, Vapor 4.122 on SQLite) is replayed against ours,
/// each session on a fresh database, and the answers must match — status, content type and parsed
/// JSON, with the recorded ids and token values mapped to ours as they appear — except where we differ
/// on purpose (`deviations`).
@Suite("Conformance with the book's server")
struct TranscriptReplayTests {
    /// How our answer to one recorded exchange may differ from the book's.
    enum Deviation: Equatable {
        /// We answer this status, with the standard error body (the reason text is ours).
        case status(Int)
        /// Same status and shape; the decoding-error reason text is worded differently.
        case reasonText
        /// The recorded list with repeated elements removed: our attach keeps one link per pair.
        case withoutRepeats
    }

    /// The exchanges where we differ from the book on purpose; every other one must match exactly.
    static let deviations: [Int: Deviation] = [
        // Spec §14.1: a taken username is 409 Conflict, not the book's 500.
        11: .status(409),
        // Spec §14.1: a client-chosen category id that is taken is 409 Conflict, not 500.
        103: .status(409),
        // Spec §3.3, §8: decoding-error reasons are not stable. For {"name":"NoUser"} Vapor names the
        // missing `password`, we name the first missing key, `username`; both are 400 with the standard body.
        12: .reasonText,
        // Spec §14.2: attaching a pair twice ([51]) keeps one link, so these lists have no repeats.
        54: .withoutRepeats, 55: .withoutRepeats, 57: .withoutRepeats, 64: .withoutRepeats,
    ]

    @Test func theTranscriptParsesCompletely() throws {
        let transcript = try Transcript.load()
        let numbers = transcript.sessions.map { $0.map(\.number) }
        #expect(numbers == [Array(1...69), Array(101...111)])
        let all = transcript.sessions.joined()
        #expect(all.filter { $0.request.method == .post }.count == 35)
        #expect(all.allSatisfy { $0.request.target.hasPrefix("/") })
        for number in Self.deviations.keys { #expect(all.contains { $0.number == number }) }
    }

    @Test(arguments: Backend.allCases)
    func replayingTheBooksExchangesGivesTheBooksAnswers(backend: Backend) async throws {
        let transcript = try Transcript.load()
        for session in transcript.sessions {
            try await TILTestServer.run(backend) { server in
                var identities = IdentityMap()
                for exchange in session {
                    let differences = try await replay(exchange, on: server, identities: &identities)
                    #expect(differences.isEmpty, "\(exchange): \(differences.joined(separator: "; "))")
                }
            }
        }
    }

    /// Sends the recorded request (with our ids and tokens) and lists how our answer differs.
    private func replay(
        _ exchange: Transcript.Exchange, on server: TILTestServer, identities: inout IdentityMap
    )
        async throws -> [String]
    {
        let request = exchange.request
        var headers = HTTPHeaders()
        for field in request.headers { headers.add(field.name, identities.rewrite(field.value)) }
        let response = try await server.client.send(
            request.method, identities.rewrite(request.target), headers: headers,
            body: request.body.map { Data(identities.rewrite($0).utf8) })

        let deviation = Self.deviations[exchange.number]
        var differences: [String] = []
        var expectedStatus = exchange.status
        if case .status(let status) = deviation { expectedStatus = status }
        if response.status != expectedStatus {
            differences.append("status \(response.status) ≠ \(expectedStatus)")
        }
        let recordedType = exchange.headers["content-type"]
        if response.contentType != recordedType {
            differences.append("content-type \(response.contentType ?? "none") ≠ \(recordedType ?? "none")")
        }
        if request.method == .head {
            if response.headers["content-length"] != exchange.headers["content-length"] {
                differences.append("HEAD content-length \(response.headers["content-length"] ?? "none")")
            }
            return differences + (response.body.isEmpty ? [] : ["HEAD answered with a body"])
        }
        guard recordedType?.hasPrefix("application/json") == true else {
            return differences
                + (response.text == exchange.body ? [] : ["body \(response.text) ≠ \(exchange.body)"])
        }
        let actual = try response.json()
        if case .status = deviation {
            return differences + (response.errorReason == nil ? ["not a standard error body: \(actual)"] : [])
        }
        var recorded = try JSONValue(parsing: Data(exchange.body.utf8))
        if deviation == .withoutRepeats { recorded = recorded.withoutRepeatedElements }
        return differences
            + identities.compare(recorded, actual) { path in deviation == .reasonText && path == "$.reason" }
    }
}

extension JSONValue {
    /// An array with each element's later repeats removed (other values unchanged).
    var withoutRepeatedElements: JSONValue {
        guard case .array(let elements) = self else { return self }
        var seen = Set<JSONValue>()
        return .array(elements.filter { seen.insert($0).inserted })
    }
}
