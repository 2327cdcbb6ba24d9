/// Airtable's answer to a create or update of several records (spec §6): `{"records":[…]}`.
struct RecordsReply<Fields: Codable & Sendable>: Decodable, Sendable {
    let records: [Record<Fields>]
}
