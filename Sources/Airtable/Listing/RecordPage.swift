/// One page: `{"records":[…],"offset":"…"?}`.
struct RecordPage<Fields: Codable & Sendable>: Decodable, Sendable {
    let records: [Record<Fields>]
    let offset: String?
}

extension CellFormat {
    var name: String {
        switch self {
        case .json: "json"
        case .string: "string"
        }
    }
}
