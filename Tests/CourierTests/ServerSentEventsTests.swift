import Foundation
import Testing

@testable import Courier

/// Server-sent events parsed from a body, as the HTML standard's event-stream format says.
@Suite struct ServerSentEventsTests {
    static func events(in body: String) async throws -> [ServerSentEvent] {
        let client = Client(
            baseURL: URL(string: "https://api.example.com")!,  // safe: a literal URL
            transport: StubTransport())
        let sample = HTTPResponse(
            status: 200, headers: ["Content-Type": "text/event-stream"], body: Data(body.utf8))
        let (bytes, _) = try await client.bytes(for: Request<Data>.get("updates").sample(sample))
        var events: [ServerSentEvent] = []
        for try await event in bytes.events() { events.append(event) }
        return events
    }

    @Test func dataLinesAreJoinedAndABlankLineEndsTheEvent() async throws {
        let events = try await Self.events(in: "data: first\ndata: second\n\ndata:third\n\n")
        #expect(events.map(\.data) == ["first\nsecond", "third"])
        #expect(events.map(\.type) == ["message", "message"])
    }

    @Test func typesIdsAndRetry() async throws {
        let body = "event: price\nid: 7\nretry: 2500\ndata: 10\n\ndata: 11\n\nid\ndata: 12\n\n"
        let events = try await Self.events(in: body)
        #expect(
            events == [
                ServerSentEvent(type: "price", data: "10", lastEventID: "7", retry: .milliseconds(2500)),
                ServerSentEvent(data: "11", lastEventID: "7"),
                ServerSentEvent(data: "12", lastEventID: ""),
            ])
    }

    @Test func commentsUnknownFieldsAndEmptyEventsAreSkipped() async throws {
        let body = ": keep-alive\n\nevent: ping\n\nfoo: bar\ndata: kept\n\nretry: soon\nretry: -5\ndata\n\n"
        let events = try await Self.events(in: body)
        #expect(events == [ServerSentEvent(data: "kept"), ServerSentEvent(data: "")])
    }

    @Test func everyLineEndCounts() async throws {
        let events = try await Self.events(in: "\u{FEFF}data: a\r\rdata: b\r\n\r\ndata: c\n\n")
        #expect(events.map(\.data) == ["a", "b", "c"])
    }

    @Test func anEventTheStreamEndsInIsDropped() async throws {
        #expect(try await Self.events(in: "data: whole\n\ndata: cut off\n").map(\.data) == ["whole"])
        #expect(try await Self.events(in: "data: whole\r\rdata: cut off\r").map(\.data) == ["whole"])
    }
}
