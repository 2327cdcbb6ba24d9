import Basics
import TestSupport
import Testing

/// Webhooks and their payloads are kept in the data file: a restart serves them as they were, and
/// goes on numbering payloads where it stopped.
@Suite struct WebhookPersistenceTests {
    @Test func webhooksAndPayloadsOutliveARestart() throws {
        let directory = try ScratchDirectory("webhooks")
        let path = directory.appending("data.sqlite").path

        let first = try AirtableHarness.responder(schemas: [TestSchema.base()], path: path)
        let kept = try first.createWebhook(url: "http://127.0.0.1:9/ping")
        let gone = try first.createWebhook()
        first.call(
            "POST", "\(InProcessAirtable.webhooks)/\(kept.id)/enableNotifications", #"{"enable":false}"#)
        first.call("DELETE", "\(InProcessAirtable.webhooks)/\(gone.id)")
        first.create("People", [#"{"Name":"Ann"}"#])
        let listed = first.call("GET", InProcessAirtable.webhooks).json
        let payloads = first.payloadPage(kept.id).json
        first.database.close()

        let second = try AirtableHarness.responder(schemas: [TestSchema.base()], path: path)
        #expect(second.call("GET", InProcessAirtable.webhooks).json == listed)
        #expect(second.payloadPage(kept.id).json == payloads)
        second.create("People", [#"{"Name":"Bob"}"#])
        #expect(second.listedWebhook(kept.id)?["cursorForNextPayload"] == .number(3))
        let numbers = second.payloads(kept.id).compactMap { $0["baseTransactionNumber"]?.numberValue }
        #expect(numbers.count == 2 && numbers[0] < numbers[1])
    }
}
