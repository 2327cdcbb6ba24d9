import Basics
import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// Failures become ``TILError``s with the app's message, the server's reason, and a kind.
@Suite struct ErrorMappingTests {
    private func failure(
        _ answer: StubTransport.Answer, _ send: @escaping (TILSession) async throws(TILError) -> Void
    ) async throws -> TILError {
        let test = TestSession { _ in answer }
        defer { test.removeDirectory() }
        try test.storeToken()
        do throws(TILError) {
            try await send(test.session)
        } catch {
            return error
        }
        throw TestFailure.succeeded
    }

    private enum TestFailure: Error { case succeeded }

    @Test func notFoundKeepsTheServersReason() async throws {
        let error = try await failure(TestData.error(404, "Not Found")) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.get(TestData.acronymID))
        }
        #expect(error.failureKind == .notFound)
        #expect(error.message == "There was an error getting the acronym")
        #expect(error.reason == "Not Found")
        #expect(error.status == 404)
        #expect(error.operation == .getAcronym)
        #expect(error.description == "There was an error getting the acronym: Not Found")
        #expect(error.response?.status == 404)
        #expect(
            error.response.map { String(decoding: $0.body, as: UTF8.self) }?.contains("Not Found") == true)
    }

    @Test func listFailuresUseTheAppsMessages() async throws {
        let acronyms = try await failure(.status(500)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(acronyms.message == "There was an error getting the acronyms")
        #expect(acronyms.failureKind == .unavailable)
        let categories = try await failure(.status(503)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.categories(of: TestData.acronymID))
        }
        #expect(categories.message == "There was an error getting the acronym\u{2019}s categories")
    }

    /// An answer of the wrong shape says where it went wrong and how.
    @Test func anUnreadableAnswerSaysWhereAndWhat() async throws {
        let body =
            #"[{"id":"\#(TestData.acronymID)","short":7,"long":"x","user":{"id":"\#(TestData.acronymID)"}}]"#
        let error = try await failure(.json(body)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(error.message == "There was an error getting the acronyms")
        #expect(error.failureKind == .unavailable)
        #expect(error.reason?.contains("(at [0].short: expected text") == true, "\(error)")
    }

    @Test func clientMistakesAreValidationFailures() async throws {
        for status in [400, 409, 422] {
            let error = try await failure(TestData.error(status, "username taken")) {
                session throws(TILError) in
                _ = try await session.send(
                    TILAPI.Users.create(CreateUserData(name: "a", username: "b", password: "c")))
            }
            #expect(error.failureKind == .rejected)
            #expect(error.message == "There was a problem saving the user")
            #expect(error.reason == "username taken")
        }
    }

    /// A change whose answer never came may have been made: the reason says to look before trying
    /// again (a second create would be a second acronym). A read, or a login, says no such thing.
    @Test func aChangeWithoutAnAnswerSaysToLookBeforeTryingAgain() async throws {
        let timedOut = StubTransport.Answer.failure(TransportError(.timedOut, "no answer in 30 s"))
        let create = try await failure(timedOut) { session throws(TILError) in
            _ = try await session.send(
                TILAPI.Acronyms.create(CreateAcronymData(short: "OMG", long: "Oh My God")))
        }
        #expect(create.failureKind == .unavailable)
        #expect(
            create.reason
                == "timed out: no answer in 30 s; it may have been done all the same, so look before trying again"
        )
        let read = try await failure(timedOut) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(read.reason == "timed out: no answer in 30 s")
        let login = try await failure(timedOut) { session throws(TILError) in
            _ = try await session.login(username: "admin", password: "password")
        }
        #expect(login.reason == "timed out: no answer in 30 s")
    }

    /// The server's login limit: the credentials may be right, so the message does not blame them.
    @Test func tooManyLoginsDoesNotBlameTheCredentials() async throws {
        let limited = try await failure(
            TestData.error(429, "Too many failed logins; try again in 3 seconds.")
        ) {
            session throws(TILError) in
            _ = try await session.login(username: "admin", password: "password")
        }
        #expect(limited.message == "Could not log in: too many failed attempts")
        #expect(limited.reason == "Too many failed logins; try again in 3 seconds.")
        let wrong = try await failure(TestData.error(401, "Unauthorized")) { session throws(TILError) in
            _ = try await session.login(username: "admin", password: "nope")
        }
        #expect(wrong.message == "Could not log in. Check your credentials and try again")
    }

    /// A rate limit whose words do not say when to try again gets its Retry-After's time; one whose
    /// words say it is left as it is (above).
    @Test func aRateLimitSaysWhenFromItsRetryAfter() async throws {
        let limited = try await failure(.json("{}", status: 429, headers: ["Retry-After": "17"])) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(limited.failureKind == .rateLimited)
        #expect(limited.reason == "429 Too Many Requests; try again in 17 s")
        // A day is said in hours.
        let day = try await failure(.json("{}", status: 429, headers: ["Retry-After": "86400"])) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(day.reason == "429 Too Many Requests; try again in 24 h")
    }

    /// A change answered "done" in words that cannot be read (a redirect's page, say) may not have
    /// been made: the reason says to look, as after a timeout.
    @Test func aChangeAnsweredUnreadablySaysToLook() async throws {
        let error = try await failure(.json("<html>moved</html>")) { session throws(TILError) in
            _ = try await session.send(
                TILAPI.Acronyms.create(CreateAcronymData(short: "OMG", long: "Oh My God")))
        }
        #expect(
            error.reason?.hasSuffix("; it may have been done all the same, so look before trying again")
                == true)
    }

    /// A login answered 404 is a server without logins (`til-server --auth off`), not bad credentials.
    @Test func aLoginRouteThatDoesNotExistSuggestsAuthOff() async throws {
        let error = try await failure(TestData.error(404, "Not Found")) { session throws(TILError) in
            _ = try await session.login(username: "admin", password: "password")
        }
        #expect(error.failureKind == .input)
        #expect(error.message == "Could not log in: this server has no login")
        #expect(error.reason?.contains("TIL_AUTH=off") == true)
        #expect(error.status == 404)
    }

    @Test func serverErrorsAreServerFailures() async throws {
        let error = try await failure(TestData.error(500, "Something went wrong.")) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Categories.create(name: "x"))
        }
        #expect(error.failureKind == .unavailable)
        #expect(error.message == "There was a problem saving the category")
        #expect(error.reason == "Something went wrong.")
    }

    @Test func aServerThatIsDownIsANetworkFailure() async throws {
        let error = try await failure(.failure(TransportError(.cannotConnect, "Connection refused"))) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Users.all())
        }
        #expect(error.failureKind == .unavailable)
        #expect(error.message == "There was an error getting the users")
        #expect(error.reason?.contains("Connection refused") == true)
    }

    @Test func anUnreadableResponseIsAServerFailure() async throws {
        let error = try await failure(.json(#"{"unexpected":true}"#)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(error.failureKind == .unavailable)
        #expect(error.reason?.contains("could not be read") == true)
    }

    @Test func anErrorWithoutABodyFallsBackToTheStatusAndItsPhrase() async throws {
        let error = try await failure(.status(409)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.first())
        }
        #expect(error.failureKind == .rejected)
        #expect(error.reason == "409 Conflict")
        #expect(!error.isForeignRefusal)
        // A proxy's page for a server that is down, and a status without a phrase.
        let proxy = try await failure(
            .response(HTTPResponse(status: 502, body: Data("<html>bad</html>".utf8)))
        ) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(proxy.reason == "502 Bad Gateway")
        let unnamed = try await failure(.status(599)) { session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.all())
        }
        #expect(unnamed.reason == "599")
    }

    /// A 404 without the TIL API's body is another program's (airtable-local on TIL_API_URL): it
    /// says so and names the setting, its kind still the status's.
    @Test func aNotFoundWithoutTheAPIsBodyIsAnotherServers() async throws {
        let error = try await failure(.json(#"{"error":"NOT_FOUND"}"#, status: 404)) {
            session throws(TILError) in
            _ = try await session.send(TILAPI.Acronyms.first())
        }
        #expect(error.isForeignRefusal)
        #expect(error.failureKind == .notFound)
        #expect(error.message == TILError.notTIL)
        #expect(error.reason == "404 Not Found; check that TIL_API_URL names a TIL server")
    }

    @Test func errorsNeverRevealTheTokenOrThePassword() async throws {
        let write = try await failure(TestData.error(500, "boom")) { session throws(TILError) in
            _ = try await session.send(TILAPI.Categories.create(name: "x"))
        }
        let login = try await failure(.failure(TransportError(.timedOut))) { session throws(TILError) in
            try await session.login(username: "admin", password: "hunter2")
        }
        let basic = Data("admin:hunter2".utf8).base64EncodedString()
        for error in [write, login] {
            var dumped = ""
            dump(error, to: &dumped)
            let texts = [
                error.description, String(reflecting: error), dumped,
                "\(error.underlying.map { "\($0)" } ?? "")",
            ]
            for text in texts {
                #expect(!text.contains(TestData.token))
                #expect(!text.contains(basic))
                #expect(!text.contains("hunter2"))
            }
        }
    }
}
