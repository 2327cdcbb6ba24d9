import AirtableModel
import Courier

/// A webhook's payloads one by one, each with its cursor, as an `AsyncSequence` fetching a page at a
/// time (``AirtableBase/allWebhookPayloads(_:from:pageSize:)``). It ends when a page says no more
/// might follow; breaking out of the loop or cancelling the task stops the requests.
public struct WebhookPayloads: AsyncSequence, Sendable {
    public typealias Element = (cursor: Int, payload: WebhookPayload)
    public typealias Failure = AirtableError

    let pages: Pages<WebhookPayloadPage>

    public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

    public struct Iterator: AsyncIteratorProtocol {
        var pages: Pages<WebhookPayloadPage>.Iterator
        /// The rest of the current page, with the cursor of its first payload.
        private var pending: [WebhookPayload] = []
        private var nextCursor = 0

        init(pages: Pages<WebhookPayloadPage>.Iterator) { self.pages = pages }

        public mutating func next() async throws(AirtableError) -> Element? {
            while pending.isEmpty {
                let reply: Reply<WebhookPayloadPage>?
                do {
                    reply = try await pages.next()
                } catch {
                    throw AirtableError(error)
                }
                guard let page = reply?.value else { return nil }
                pending = page.payloads
                nextCursor = page.cursor - page.payloads.count
            }
            let payload = pending.removeFirst()
            defer { nextCursor += 1 }
            return (nextCursor, payload)
        }
    }
}
