import AirtableModel
import Courier

/// A webhook's payloads one by one, each with its cursor, as an `AsyncSequence` fetching a page at a
/// time (``AirtableBase/allWebhookPayloads(_:from:pageSize:)``): Courier's ``PageItems`` over the
/// pages, with Airtable's errors. It ends when a page says no more might follow; breaking out of the
/// loop or cancelling the task stops the requests.
public struct WebhookPayloads: AsyncSequence, Sendable {
    public typealias Element = (cursor: Int, payload: WebhookPayload)
    public typealias Failure = AirtableError

    let payloads: PageItems<WebhookPayloadPage, Element>

    init(pages: Pages<WebhookPayloadPage>) {
        payloads = pages.items { page in
            // A page's cursor is the one after its last payload.
            let first = page.cursor - page.payloads.count
            return page.payloads.enumerated().map { (cursor: first + $0.offset, payload: $0.element) }
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(payloads: payloads.makeAsyncIterator()) }

    public struct Iterator: AsyncIteratorProtocol {
        var payloads: PageItems<WebhookPayloadPage, Element>.Iterator

        public mutating func next() async throws(AirtableError) -> Element? {
            do {
                return try await payloads.next()
            } catch {
                throw AirtableError(error)
            }
        }
    }
}
