import Basics
import Courier
import Foundation
import TILClient
import TILModels
import TestSupport
import Testing

/// A request the server did nothing with is sent again, after the wait it asked for, whatever its
/// method; one it may have acted on only when sending it twice changes nothing; a refused login is
/// never sent again.
@Suite struct RetryTests {
    private static let busy = StubTransport.Answer.json(
        #"{"error":true,"reason":"The database is busy; try again shortly."}"#, status: 503,
        headers: ["Retry-After": "1"])

    /// A session whose stub gives `answers` in turn (the last one from then on).
    private func session(_ answers: [StubTransport.Answer]) throws -> TestSession {
        let remaining = Locked(answers)
        let test = TestSession { _ in
            remaining.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
        }
        try test.storeToken()
        return test
    }

    private var newAcronym: Request<Acronym> {
        TILAPI.Acronyms.create(CreateAcronymData(short: "OMG", long: "Oh My God"))
    }

    @Test func aReadTheServerWasTooBusyForIsSentAgainAfterTheWaitAsked() async throws {
        let test = try session([Self.busy, .json("[\(TestData.acronymJSON)]")])
        defer { test.removeDirectory() }

        let acronyms = try await test.session.send(TILAPI.Acronyms.all())

        #expect(acronyms.map(\.short) == ["OMG"])
        #expect(test.stub.requests.count == 2)
        #expect(test.clock.waits == [.seconds(1)])
    }

    @Test func aWriteTheServerDidNothingWithIsSentAgain() async throws {
        let test = try session([Self.busy, .json(TestData.acronymJSON)])
        defer { test.removeDirectory() }

        let created = try await test.session.send(newAcronym)

        #expect(created.short == "OMG")
        #expect(test.stub.requests.map(\.method) == [.post, .post])
        #expect(test.stub.requests.allSatisfy { $0.headers["Authorization"] == "Bearer \(TestData.token)" })
    }

    /// A connection that could not be made carried nothing: a server restarting, say.
    @Test func aWriteWhoseConnectionWasRefusedIsSentAgain() async throws {
        let test = try session([.failure(TransportError(.cannotConnect)), .json(TestData.acronymJSON)])
        defer { test.removeDirectory() }

        _ = try await test.session.send(newAcronym)

        #expect(test.stub.requests.count == 2)
    }

    /// til-server's 503 without `Retry-After` (a connection to its database lost during the write),
    /// a proxy's 502 and a lost connection may each follow a change that was made.
    @Test(arguments: [
        StubTransport.Answer.json(
            #"{"error":true,"reason":"The connection to the database was lost: the change may or may not have been made."}"#,
            status: 503),
        .status(502), .failure(TransportError(.connectionLost)),
    ])
    func aWriteThatMayHaveBeenMadeIsNotSentAgain(answer: StubTransport.Answer) async throws {
        let test = try session([answer, .json(TestData.acronymJSON)])
        defer { test.removeDirectory() }

        await #expect(throws: TILError.self) { try await test.session.send(newAcronym) }

        #expect(test.stub.requests.count == 1)
    }

    @Test func aReadAProxyCouldNotGetIsSentAgain() async throws {
        let test = try session([.status(502), .status(504), .json("[]")])
        defer { test.removeDirectory() }

        #expect(try await test.session.send(TILAPI.Acronyms.all()).isEmpty)
        #expect(test.stub.requests.count == 3)
    }

    /// The login throttle's wait is for the person: said at once, not waited out.
    @Test func aThrottledLoginIsNotSentAgain() async throws {
        let test = try session([
            .json(
                #"{"error":true,"reason":"Too many failed logins."}"#, status: 429,
                headers: ["Retry-After": "30"]),
            .json(TestData.tokenJSON),
        ])
        defer { test.removeDirectory() }

        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.login(username: "admin", password: "wrong")
        }

        #expect(test.stub.requests.count == 1)
        #expect(error?.status == 429)
        #expect(test.clock.waits.isEmpty)
    }

    /// A person waits a moment at most: a server that asks for longer gets the failure said at once.
    @Test func aWaitLongerThanTheCapIsNotWaited() async throws {
        let test = try session([
            .json(#"{"error":true,"reason":"Busy."}"#, status: 503, headers: ["Retry-After": "60"]),
            .json("[]"),
        ])
        defer { test.removeDirectory() }

        let error = await #expect(throws: TILError.self) {
            try await test.session.send(TILAPI.Acronyms.all())
        }

        #expect(error?.status == 503)
        #expect(test.stub.requests.count == 1)
        #expect(test.clock.waits.isEmpty)
    }

    /// Through the real transport, to a server on loopback that is busy once.
    @Test func aBusyServerIsAskedAgainOverTheWire() async throws {
        let requests = Locked(0)
        let server = try LoopbackHTTPServer { _ in
            let first = requests.withLock { count in
                count += 1
                return count == 1
            }
            return first
                ? .respond(
                    status: 503, headers: [("Content-Type", "application/json"), ("Retry-After", "1")],
                    body: Array(#"{"error":true,"reason":"The database is busy; try again shortly."}"#.utf8))
                : .respond(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Array("[\(TestData.categoryJSON)]".utf8))
        }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "til-retry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = TILSession(
            configuration: TILConfiguration(
                serverURL: server.url(""), authMode: .token,
                credentialsFile: directory.appending(path: "credentials.json")))

        let categories = try await session.send(TILAPI.Categories.all())

        #expect(categories.map(\.name) == ["Teenager"])
        #expect(requests.withLock { $0 } == 2)
    }
}
