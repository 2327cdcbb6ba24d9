import Courier
import Foundation
import TestSupport
import Testing

/// A write whose answer never came, or came but could not be read, may have been carried out; one
/// whose connection was refused, and any read, was not.
@Suite struct OutcomeUnknownTests {
    private struct Item: Decodable, Sendable { let id: Int }

    private func failure<Response>(
        _ request: Request<Response>, at url: URL, timeout: Duration = .seconds(30)
    ) async throws -> CourierError {
        let client = Client(baseURL: url, transport: try TransportKind.curl.make(timeout: timeout))
        do {
            _ = try await client.send(request)
        } catch {
            return error
        }
        Issue.record("\(request.method) \(request.path) succeeded")
        return .invalidRequest("succeeded")
    }

    @Test func aWriteWhoseConnectionBrokeMayHaveTakenEffect() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let post = try await failure(Request<Void>.post("reset"), at: server.url("/"))
        #expect(post.mayHaveTakenEffect, "\(post)")
        let get = try await failure(Request<Void>.get("reset"), at: server.url("/"))
        #expect(!get.mayHaveTakenEffect, "a read changes nothing: \(get)")
    }

    @Test func aWriteThatTimedOutMayHaveTakenEffect() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let error = try await failure(
            Request<Void>.post("never"), at: server.url("/"), timeout: .milliseconds(300))
        #expect(error.mayHaveTakenEffect, "\(error)")
    }

    @Test func aWriteThatCouldNotConnectWasNotSent() async throws {
        let refusing = try RefusingPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(refusing.port)/"))
        let error = try await failure(Request<Void>.post("items"), at: url)
        #expect(!error.mayHaveTakenEffect, "\(error)")
    }

    @Test func aWriteAnsweredWithASuccessThatCannotBeReadTookEffect() async throws {
        let server = try LoopbackHTTPServer { _ in
            .ok(Array("not json".utf8), contentType: "application/json")
        }
        defer { server.stop() }
        let error = try await failure(Request<Item>.post("items", body: .none), at: server.url("/"))
        #expect(error.mayHaveTakenEffect, "\(error)")
        let read = try await failure(Request<Item>.get("items"), at: server.url("/"))
        #expect(!read.mayHaveTakenEffect, "\(read)")
    }
}
