import Basics
import Foundation
import TestSupport
import Testing

/// A heavy listing over a real socket stops when its client closes the connection, and heavy
/// listings run on the server's expensive-work pool, so cheap requests do not wait behind them.
@Suite(.offCooperativePool) struct ListingCancellationTests {
    /// A filter that costs ~90,000 evaluation steps a record: over 2,000 records, minutes of work in
    /// a debug build when nothing stops it (the harness's clock never moves, so the time budget
    /// does not).
    static let heavyFilter =
        "LEN({Name} & " + Array(repeating: "1", count: 45_000).joined(separator: "&") + ") < 0"

    @Test func aHeavyListingStopsWhenItsClientCloses() throws {
        let served = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { served.stop() }
        let airtable = served.airtable
        airtable.create("People", (0..<2000).map { #"{"Name":"p\#($0)"}"# })
        let activity = airtable.app.listingActivity
        let before = activity.current

        let body = #"{"filterByFormula":"\#(Self.heavyFilter)"}"#
        let connection = try RawConnection(port: served.port, readTimeout: .seconds(5))
        try connection.write(
            "POST /v0/\(TestSchema.baseID)/People/listRecords HTTP/1.1\r\nHost: t\r\n"
                + "Authorization: Bearer \(AirtableHarness.token)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        // Once the listing has started, the client goes away.
        #expect(eventuallyBlocking(within: .seconds(60)) { activity.current.started > before.started })
        connection.close()
        #expect(
            eventuallyBlocking(within: .seconds(60)) {
                activity.current.stoppedClientGone == before.stoppedClientGone + 1
            },
            "the listing went on after its client had gone: \(activity.current)")

        // The pool is free again: another listing that needs it (a filter) is served.
        let reply = try HTTPServerCall.get(
            port: served.port, "/v0/\(TestSchema.baseID)/People?filterByFormula=%7BName%7D%3D%27p7%27")
        #expect(reply.status == 200)
        #expect(activity.current.stoppedTimeUp == 0)
    }

    /// Four heavy listings at once (more than the pool has threads) leave the request workers free:
    /// a cheap `GET` of one record is answered while they run.
    @Test func heavyListingsDoNotHoldTheRequestWorkers() throws {
        let served = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { served.stop() }
        let airtable = served.airtable
        let ids = airtable.create("People", (0..<2000).map { #"{"Name":"p\#($0)"}"# })
        let activity = airtable.app.listingActivity
        let body = #"{"filterByFormula":"\#(Self.heavyFilter)"}"#
        var connections: [RawConnection] = []
        for _ in 0..<4 {
            let connection = try RawConnection(port: served.port, readTimeout: .seconds(5))
            try connection.write(
                "POST /v0/\(TestSchema.baseID)/People/listRecords HTTP/1.1\r\nHost: t\r\n"
                    + "Authorization: Bearer \(AirtableHarness.token)\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            connections.append(connection)
        }
        #expect(eventuallyBlocking(within: .seconds(60)) { activity.current.started >= 1 })
        // While they work (each takes far longer than this test waits), cheap requests are answered.
        for id in ids.prefix(5) {
            let reply = try HTTPServerCall.get(port: served.port, "/v0/\(TestSchema.baseID)/People/\(id)")
            #expect(reply.status == 200)
        }
        #expect(activity.current.stoppedClientGone == 0)
        for connection in connections { connection.close() }
        // Each stops once it runs (the queued ones at their first check), its client being gone.
        #expect(
            eventuallyBlocking(within: .seconds(60)) { activity.current.stoppedClientGone == 4 },
            "\(activity.current)")
    }
}

/// One request on a fresh raw connection, with the harness's token.
enum HTTPServerCall {
    static func get(port: Int, _ target: String) throws -> RawResponse {
        let connection = try RawConnection(port: port, readTimeout: .seconds(30))
        defer { connection.close() }
        try connection.write(
            "GET \(target) HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer \(AirtableHarness.token)\r\n"
                + "Connection: close\r\n\r\n")
        return try connection.readResponse()
    }
}
