import Basics
import Foundation
import GitHub
import HTTPServer
import RepoViewer
import TestSupport
import Testing

@testable import courier_web

/// `/repos/avatar` passes on images only, fetched from an allowed host without following a
/// redirect: an allowed host cannot lead the site to another address, nor make it serve a page.
@Suite struct AvatarRouteTests {
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 24)

    /// The route's answer for an avatar on an API server that answers every request with `reply`.
    private func avatar(_ reply: ScriptedReply) async throws -> Response {
        let api = try LoopbackHTTPServer { _ in reply }
        defer { api.stop() }
        let app = ReposApp(configuration: GitHubConfiguration(apiURL: api.url("")))
        let address = api.url("/avatars/octocat").absoluteString
        let query = "url=" + (address.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        return await app.avatar(Request(method: "GET", target: "/repos/avatar?\(query)"))
    }

    @Test func anImageIsServedWithItsType() async throws {
        let response = try await avatar(.ok(Self.png, contentType: "application/octet-stream"))
        #expect(response.status == .ok)
        #expect(response.headers["content-type"] == "image/png")
        #expect(response.headers["x-content-type-options"] == "nosniff")
    }

    /// A host that never answers is given up as a page's backend is, within seconds (the
    /// transport's minute held a connection that the host's other requests waited for). Told by
    /// order, not by the clock, which a loaded machine stretches: a wait of the transport's own
    /// timeout, started first, is still waiting when the avatar is given up.
    @Test(.offCooperativePool) func anAvatarThatNeverComesIsGivenUpWithinSeconds() async throws {
        let elsewhere = try LoopbackHTTPServer { _ in .neverAnswer }
        defer { elsewhere.stop() }
        let ended = Locked(false)
        let uncapped = Task {
            _ = try? await AvatarLoader(directory: nil).data(for: elsewhere.url("/avatars/octocat"))
            ended.withLock { $0 = true }
        }
        defer { uncapped.cancel() }
        #expect(await eventually { elsewhere.acceptedConnections == 1 })
        #expect(try await avatar(.neverAnswer).status == .notFound)
        #expect(!ended.withLock { $0 }, "the avatar waited as long as the transport's timeout")
    }

    @Test func whatIsNotAnImageIsNotServed() async throws {
        let page = Array("<!doctype html><script>alert(1)</script>".utf8)
        #expect(try await avatar(.ok(page, contentType: "image/png")).status == .notFound)
    }

    @Test func aRedirectIsNotFollowed() async throws {
        let reached = Locked(0)
        let elsewhere = try LoopbackHTTPServer { _ in
            reached.withLock { $0 += 1 }
            return .ok(Self.png, contentType: "image/png")
        }
        defer { elsewhere.stop() }
        let response = try await avatar(.redirect(to: elsewhere.url("/a.png").absoluteString))
        #expect(response.status == .notFound)
        #expect(reached.withLock { $0 } == 0)
    }

    /// A picture on the API's own server takes a request from the visitor's allowance, but not
    /// when the site has it in memory already (nothing is asked then).
    @Test func anAvatarInMemoryTakesNothingFromTheAllowance() async throws {
        let asked = Locked(0)
        let api = try LoopbackHTTPServer { _ in
            asked.withLock { $0 += 1 }
            return .ok(Self.png, contentType: "image/png")
        }
        defer { api.stop() }
        let app = ReposApp(
            configuration: GitHubConfiguration(apiURL: api.url(""), cacheDirectory: nil),
            allowance: SearchAllowance(perHour: 10, clock: ManualClock()))
        let address = api.url("/avatars/octocat").absoluteString
        let query = "url=" + (address.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        var request = Request(method: "GET", target: "/repos/avatar?\(query)")
        request.remoteAddress = "192.0.2.1"
        for _ in 0..<3 { #expect(await app.avatar(request).status == .ok) }
        #expect(asked.withLock { $0 } == 1)
        let other = api.url("/avatars/hubot").absoluteString
        var past = Request(
            method: "GET",
            target: "/repos/avatar?url="
                + (other.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        past.remoteAddress = "192.0.2.1"
        #expect(await app.avatar(past).status == .notFound, "one at once: the next is past the allowance")
    }

    @Test func imageTypesAreToldByTheirFirstBytes() {
        #expect(ReposApp.imageType(of: [0xFF, 0xD8, 0xFF, 0xE0]) == "image/jpeg")
        #expect(ReposApp.imageType(of: Array("GIF89a".utf8)) == "image/gif")
        #expect(ReposApp.imageType(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == "image/webp")
        #expect(ReposApp.imageType(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ReposApp.imageType(of: []) == nil)
    }
}
