import AirtableModel
import Courier

/// The answer to a batch write, which holds one record for each record sent.
protocol BatchAnswer: Sendable {
    /// How many records the answer holds.
    var answeredCount: Int { get }
}

extension RecordsReply: BatchAnswer {
    var answeredCount: Int { records.count }
}

extension UpsertReply: BatchAnswer {
    var answeredCount: Int { records.count }
}

extension DeletedRecords: BatchAnswer {
    var answeredCount: Int { records.count }
}

extension AirtableClient {
    /// Sends a batch write of `count` records. An answer that does not hold one record for each is
    /// not read as a success (the records not answered for may or may not have been written): it
    /// fails with ``AirtableErrorType/decoding``, as an answer that cannot be read does.
    func sendBatch<Answer: BatchAnswer>(_ request: Request<Answer>, count: Int) async throws(AirtableError)
        -> Answer
    {
        let reply = try await reply(to: request)
        guard reply.value.answeredCount == count else {
            throw AirtableError(
                status: reply.response.status, type: .decoding,
                message: "the answer holds \(reply.value.answeredCount) records for the \(count) sent",
                request: reply.request.summary)
        }
        return reply.value
    }
}
