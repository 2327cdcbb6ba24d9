import AirtableModel

/// Airtable takes at most ``AirtableLimits/recordsPerRequest`` records per write.
enum Batch {
    static let size = AirtableLimits.recordsPerRequest

    static func chunks<Element>(_ items: [Element]) -> [ArraySlice<Element>] {
        stride(from: 0, to: items.count, by: size).map { items[$0..<min($0 + size, items.count)] }
    }
}
