import Foundation
import Testing

@testable import HTTPServer

/// A graceful shutdown waits for requests in progress and, for a moment, for requests on their way.
/// Counted in progress only once their headers are complete, a request whose line had been read was
/// neither: shutdown could stop the server between the two and drop it unanswered (the drain test
/// failed in CI).
@Suite("Requests on their way at shutdown")
struct RequestsOnTheirWayTests {
    private let registry = ConnectionRegistry.standalone()
    /// No descriptor of this process: a real one (7, say) may be another test's socket, whose
    /// unread bytes would count as a request on its way.
    private let socket: Int32 = -1

    @Test("a socket handed over and not yet announced is on its way for a second")
    func handedOver() {
        let handing = ContinuousClock.now
        #expect(registry.expect(socket, from: nil, at: handing))
        #expect(registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: handing + .milliseconds(500)))
        #expect(!registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: handing + .seconds(2)))
    }

    @Test("a connection that has sent nothing yet is on its way for a second after it opened")
    func freshConnection() {
        let opening = ContinuousClock.now
        _ = registry.opened(descriptor: socket, address: nil, at: opening)
        #expect(registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: opening + .milliseconds(500)))
        #expect(!registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: opening + .seconds(2)))
    }

    @Test("a request line whose headers are still coming is on its way; a stalled one is not waited for")
    func headersComing() {
        let opening = ContinuousClock.now
        let record = registry.opened(descriptor: socket, address: nil, at: opening)
        let line = opening + .seconds(5)
        registry.requestLineArrived(on: record, at: line)
        #expect(registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: line + .milliseconds(500)))
        #expect(!registry.hasRequestsOnTheirWay(youngerThan: .seconds(1), at: line + .seconds(2)))
        #expect(registry.requestsInProgress == 0)
        registry.headersArrived(on: record)
        #expect(registry.requestsInProgress == 1)
    }

    @Test("an answered keep-alive connection is not on its way")
    func answeredConnection() {
        let opening = ContinuousClock.now
        let record = registry.opened(descriptor: socket, address: nil, at: opening)
        registry.requestLineArrived(on: record, at: opening)
        registry.headersArrived(on: record)
        registry.requestCompleted(on: record, headersArrived: true)
        #expect(!registry.hasRequestsOnTheirWay(youngerThan: .seconds(1)))
        #expect(registry.requestsInProgress == 0)
    }
}
