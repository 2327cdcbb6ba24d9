import Basics
import Courier
import Foundation
import GitHub
import GitHubFixtureServer
import TestSupport
import Testing

/// Rate limits, missing users, malformed JSON and broken connections, from real sockets.
@Suite(.offCooperativePool) struct FailureTests {
    @Test func anUnknownUserReadsAsNoSuchUser() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        do {
            _ = try await setup.github.repositories(of: "nobody-here")
            Issue.record("expected a failure")
        } catch {
            guard case .notFound(_, let refusal) = error else { throw error }
            #expect("\(error)" == "no such user: nobody-here")
            #expect(error.body?.documentationURL?.hasPrefix("https://docs.github.com/") == true)
            // The response itself is kept: its status, headers and body, and the request it answered.
            #expect(refusal.status == 404 && error.response?.status == 404)
            #expect(refusal.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(String(decoding: refusal.response.body, as: UTF8.self).contains("Not Found"))
            #expect(refusal.request.url.path.hasSuffix("/users/nobody-here/repos"))
        }
    }

    /// A name GitHub cannot have fails at once, from every call that takes one, and costs no
    /// request; a name it can have, underscore included, is asked for.
    @Test(arguments: ["john doe", "../admin", "名前", "a/b", "", String(repeating: "a", count: 101)])
    func aNameGitHubCannotHaveIsRefusedWithoutARequest(name: String) async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        var failures: [GitHubError] = []
        do { _ = try await setup.github.user(name) } catch { failures.append(error) }
        do { _ = try await setup.github.repositories(of: name) } catch { failures.append(error) }
        do { _ = try await setup.github.allRepositories(of: name) } catch { failures.append(error) }
        var pages = setup.github.repositoryPages(of: name).makeAsyncIterator()
        do { _ = try await pages.next() } catch { failures.append(error) }
        #expect(try await pages.next() == nil, "the sequence ends after its failure")
        #expect(failures.count == 4)
        for failure in failures {
            guard case .other(let message) = failure else {
                Issue.record("\(failure)")
                continue
            }
            #expect(message.contains("GitHub user name"), "\(message)")
            #expect(failure.failureKind == .input)
        }
        #expect(setup.server.receivedRequests.isEmpty)
        do {
            _ = try await setup.github.repositories(of: "some_user-1")
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == "no such user: some_user-1")
        }
        #expect(setup.server.receivedRequests.count == 1)
    }

    /// GitHub's 5xx now and then is tried again, twice at most, without a rate-limit wait cap.
    @Test func aPassingServerErrorIsTriedAgain() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let setup = try FixtureSetup(clock: clock)
        defer { setup.server.stop() }
        setup.server.setFault(.serverError, times: 1)

        #expect(try await setup.github.user("nerdishbynature").value.login == "nerdishbynature")
        #expect(setup.server.receivedRequests.count == 2)
        #expect(clock.waits.count == 1)

        setup.server.setFault(.serverError)
        await #expect(throws: GitHubError.self) { try await setup.github.user("octocat") }
        #expect(setup.server.receivedRequests.count == 5)
    }

    /// A 5xx keeps its response and GitHub's message; the token never appears in it.
    @Test func aServerErrorKeepsItsResponse() async throws {
        let token = "ghp_refusalTestToken0000000000000000000"
        let setup = try FixtureSetup(token: token)
        defer { setup.server.stop() }
        setup.server.setFault(.serverError)
        do {
            _ = try await setup.github.user("nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            guard case .server(let refusal) = error else { throw error }
            #expect(refusal.status == 500 && error.failureKind == .unavailable)
            #expect(error.body?.message.isEmpty == false)
            #expect("\(error)" == "GitHub answered 500: \(error.body?.message ?? "")")
            // Nothing the error holds, down to the request it keeps, shows the token.
            var everything = ""
            dump(error, to: &everything)
            #expect(everything.contains("nerdishbynature") && !everything.contains(token))
        }
    }

    /// A 401 names the token when one was sent, and asks for one when none was.
    @Test(arguments: [nil, "ghp_rejectedTestToken000000000000000000"])
    func a401SaysWhatToDoAboutTheToken(token: String?) async throws {
        let setup = try FixtureSetup(token: token)
        defer { setup.server.stop() }
        setup.server.setFault(.badCredentials)
        do {
            _ = try await setup.github.user("nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            guard case .unauthorized = error else { throw error }
            #expect(error.failureKind == .authentication)
            let expected =
                token == nil
                ? "GitHub asks for a token: set GITHUB_TOKEN: Bad credentials"
                : "GitHub rejected the token (GITHUB_TOKEN): Bad credentials"
            #expect("\(error)" == expected)
        }
    }

    @Test func thePrimaryLimitSaysWhenItResets() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.setRateLimit(limit: 60, remaining: 1)
        _ = try await setup.github.repositories(of: "nerdishbynature")
        do {
            _ = try await setup.github.repositories(of: "nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            let limit = try #require(error.rateLimitExceeded)
            #expect(limit.kind == .primary)
            #expect(limit.retryAt == setup.server.rateLimitReset)
            #expect(limit.rateLimit?.remaining == 0)
            #expect("\(error)".contains("retry after"))
            // The refusal itself is kept, as for any other refusal.
            #expect(error.response?.status == limit.refusal?.status)
            #expect([403, 429].contains(error.response?.status ?? 0))
            #expect(error.response?.headers["x-ratelimit-remaining"] == "0")
            #expect(error.body?.message.isEmpty == false)
        }
    }

    @Test func theSecondaryLimitSaysToWaitRetryAfter() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.setFault(.secondaryRateLimit(retryAfterSeconds: 120))
        let before = Date()
        do {
            _ = try await setup.github.user("nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            let limit = try #require(error.rateLimitExceeded)
            #expect(limit.kind == .secondary)
            #expect(limit.retryAt >= before.addingTimeInterval(119))
        }
    }

    @Test func anOptInWaitWithinTheCapWaitsAndRetries() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let setup = try FixtureSetup(rateLimitWaitCap: .seconds(300), clock: clock)
        defer { setup.server.stop() }
        setup.server.setFault(.secondaryRateLimit(retryAfterSeconds: 90), times: 1)
        let user = try await setup.github.user("nerdishbynature")
        #expect(user.value.login == "nerdishbynature")
        #expect(clock.waits == [.seconds(90)])
        #expect(setup.server.receivedRequests.map(\.status) == [403, 200])
    }

    @Test func aWaitBeyondTheCapFailsAtOnceSayingWhenToRetry() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let setup = try FixtureSetup(rateLimitWaitCap: .seconds(10), clock: clock)
        defer { setup.server.stop() }
        setup.server.setFault(.secondaryRateLimit(retryAfterSeconds: 90))
        do {
            _ = try await setup.github.user("nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            #expect(error.rateLimitExceeded?.kind == .secondary)
        }
        #expect(clock.waits.isEmpty)
        #expect(setup.server.receivedRequests.count == 1)
    }

    static let absurdRetryAfter = "99999999999999999999999"

    @Test func anAbsurdRetryAfterSaysToRetryWithinADay() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.setFault(.secondaryRateLimitAsking(retryAfter: Self.absurdRetryAfter))
        let before = Date()
        do {
            _ = try await setup.github.user("nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            let limit = try #require(error.rateLimitExceeded)
            #expect(limit.retryAt <= Date().addingTimeInterval(86_400))
            #expect(limit.retryAt >= before.addingTimeInterval(86_399))
        }
    }

    @Test func anAbsurdRetryAfterPausesTheTokenForADayAtMost() async throws {
        let clock = ManualClock(advancesBySleeping: true)
        let setup = try FixtureSetup(rateLimitWaitCap: .seconds(2 * 86_400), clock: clock)
        defer { setup.server.stop() }
        setup.server.setFault(.secondaryRateLimitAsking(retryAfter: Self.absurdRetryAfter), times: 1)
        let user = try await setup.github.user("nerdishbynature")
        #expect(user.value.login == "nerdishbynature")
        #expect(clock.waits == [.seconds(86_400)])
        #expect(setup.server.receivedRequests.map(\.status) == [403, 200])
    }

    @Test func malformedJSONIsAReadableFailure() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.setFault(.malformedJSON)
        do {
            _ = try await setup.github.repositories(of: "nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            guard case .malformedResponse = error else { throw error }
            #expect("\(error)".contains("not valid JSON"), "\(error)")
            #expect(!"\(error)".contains("Array<"), "no Swift type in a person's message: \(error)")
        }
    }

    /// The failure says where the answer went wrong and how, not only that it did, and keeps the
    /// answer for the caller to look at.
    @Test func aWrongTypeSaysWhereAndWhat() async throws {
        let body = Array(#"[{"id":"seven","name":"r","full_name":"o/r"}]"#.utf8)
        let (reason, response) = try await Self.malformedResponse(
            listingAnswered: .ok(body, contentType: "application/json"))
        #expect(reason.contains("at [0].id: expected a number"), "\(reason)")
        #expect(response?.status == 200)
        #expect(response?.body == Data(body))
        // In words a person reads, without Swift's type names.
        let (null, _) = try await Self.malformedResponse(
            listingAnswered: .ok(Array("null".utf8), contentType: "application/json"))
        #expect(null.hasPrefix("expected a list but found null or nothing"), "\(null)")
        let (object, _) = try await Self.malformedResponse(
            listingAnswered: .ok(Array(#"{"message":"hi"}"#.utf8), contentType: "application/json"))
        #expect(object.hasPrefix("expected a list ("), "\(object)")
    }

    /// Why listing a loopback server's repositories, answered with `reply`, failed as
    /// `malformedResponse`, and the response it kept; any other outcome fails the test.
    private static func malformedResponse(
        listingAnswered reply: ScriptedReply, whole: Bool = false
    ) async throws -> (reason: String, response: HTTPResponse?) {
        let server = try LoopbackHTTPServer { _ in reply }
        defer { server.stop() }
        let github = GitHubClient(configuration: GitHubConfiguration(apiURL: server.url("")))
        do throws(GitHubError) {
            if whole {
                _ = try await github.allRepositories(of: "octocat")
            } else {
                _ = try await github.repositories(of: "octocat")
            }
        } catch {
            guard case .malformedResponse(let reason, let response) = error else { throw error }
            #expect(error.response == response)
            return (reason, response)
        }
        Issue.record("expected a failure")
        return ("", nil)
    }

    @Test func aBodyOverTheLimitIsRefusedWhileItArrives() async throws {
        let setup = try FixtureSetup()
        defer { setup.server.stop() }
        setup.server.setFault(.oversizedBody(bytes: 20 << 20))
        do {
            _ = try await setup.github.repositories(of: "nerdishbynature")
            Issue.record("expected a failure")
        } catch {
            guard case .malformedResponse = error else { throw error }
            #expect(
                "\(error)".contains("larger than the limit of \(GitHubClient.defaultMaxResponseBytes) bytes"))
        }
    }

    @Test func aLinkHeaderTooLargeToReadIsNotUnreachable() async throws {
        let link =
            "<http://127.0.0.1/users/octocat/repos?page=2>; rel=\"next\""
            + String(repeating: " ", count: 1_100_000)
        let (reason, response) = try await Self.malformedResponse(
            listingAnswered: .respond(status: 200, headers: [("Link", link)], body: Array("[]".utf8)))
        #expect(reason.contains("headers are larger than can be read"), "\(reason)")
        #expect(response == nil)
    }

    /// A `Link` off the API's origin is not followed; the failure keeps the page that gave it.
    @Test func aLinkOffTheOriginIsRefusedWithThePageThatGaveIt() async throws {
        let link = "<gopher://127.0.0.1/users/octocat/repos?page=2>; rel=\"next\""
        let (reason, response) = try await Self.malformedResponse(
            listingAnswered: .respond(status: 200, headers: [("Link", link)], body: Array("[]".utf8)),
            whole: true)
        #expect(reason.contains("off the page's origin"), "\(reason)")
        #expect(response?.headers["link"] == link)
    }

    @Test func aConnectionResetIsUnreachable() async throws {
        let server = try LoopbackHTTPServer { _ in .reset }
        defer { server.stop() }
        let github = GitHubClient(configuration: GitHubConfiguration(apiURL: server.url("")))
        do {
            _ = try await github.repositories(of: "octocat")
            Issue.record("expected a failure")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }

    @Test func aRefusedConnectionIsUnreachable() async throws {
        let port = try RefusingPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port.port)"))
        let github = GitHubClient(configuration: GitHubConfiguration(apiURL: url))
        do {
            _ = try await github.repositories(of: "octocat")
            Issue.record("expected a failure")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }
}
