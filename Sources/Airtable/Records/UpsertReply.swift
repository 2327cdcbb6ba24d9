/// Airtable's answer to an upsert (spec §6), naming which records it created and which it updated:
/// `{"records":[…],"createdRecords":[…],"updatedRecords":[…]}`
struct UpsertReply<Fields: Codable & Sendable>: Decodable, Sendable {
    let records: [Record<Fields>]
    let createdRecords: [String]?
    let updatedRecords: [String]?
}
