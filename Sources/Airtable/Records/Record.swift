import Foundation

/// One row of a table: its id, when it was created, and its cells as your own `Fields` type.
///
/// <!-- example context: func example(base: AirtableBase) async throws { EXAMPLE } -->
/// ```swift
/// struct Meal: Codable, Sendable {
///     var name: String
///     var calories: Double?
///     var eaten: Bool
///     enum CodingKeys: String, CodingKey { case name = "Name", calories = "Calories", eaten = "Eaten" }
///     init(from decoder: any Decoder) throws {   // a missing checkbox is `false`
///         let cells = try decoder.container(keyedBy: CodingKeys.self)
///         name = try cells.decode(String.self, forKey: .name)
///         calories = try cells.decodeIfPresent(Double.self, forKey: .calories)
///         eaten = try cells.decodeIfPresent(Bool.self, forKey: .eaten) ?? false
///     }
/// }
/// let meals: [Record<Meal>] = try await base.table("Meals", as: Meal.self).all()
/// ```
///
/// Use `[String: CellValue]` as `Fields` for untyped access.
public struct Record<Fields: Sendable>: Sendable {
    /// The `rec…` id.
    public var id: String
    public var createdTime: Date
    public var fields: Fields
    /// The number of comments, when the listing asked for ``RecordMetadata/commentCount``.
    public var commentCount: Int?

    public init(id: String, createdTime: Date, fields: Fields, commentCount: Int? = nil) {
        self.id = id
        self.createdTime = createdTime
        self.fields = fields
        self.commentCount = commentCount
    }
}

extension Record: Equatable where Fields: Equatable {}
extension Record: Hashable where Fields: Hashable {}

extension Record: Codable where Fields: Codable {
    private enum CodingKeys: String, CodingKey { case id, createdTime, fields, commentCount }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        let created = try container.decode(String.self, forKey: .createdTime)
        guard let createdTime = CellDates.parse(created) else {
            throw DecodingError.dataCorruptedError(
                forKey: .createdTime, in: container,
                debugDescription: "Expected an ISO 8601 date, found \"\(created)\"")
        }
        self.createdTime = createdTime
        fields = try container.decode(Fields.self, forKey: .fields)
        commentCount = try container.decodeIfPresent(Int.self, forKey: .commentCount)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(CellDates.formatInstant(createdTime), forKey: .createdTime)
        try container.encode(fields, forKey: .fields)
        try container.encodeIfPresent(commentCount, forKey: .commentCount)
    }
}
