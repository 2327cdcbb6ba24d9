import Airtable
import AirtableModel
import Basics
import Foundation
import TestSupport

/// A client pointed at a fresh airtable-local on a socket (the harness's socket mode, its rate
/// limits on real time unless asked otherwise, since the client's governor paces by the system
/// clock), with a "Meals" table made through the Metadata API (so every test also exercises
/// `createTable`).
struct LocalBase {
    static let baseID = "appLOCALTEST00001"

    let server: ServedAirtable
    let client: AirtableClient
    let base: AirtableBase
    let schema: TableSchema

    /// The "Meals" table's fields.
    static let fields: [NewField] = [
        .singleLineText("Name"), .number("Calories"), .checkbox("Eaten"), .date("Day"), .dateTime("At"),
        .singleSelect("Kind", choices: ["Breakfast", "Lunch", "Dinner"]),
        .multipleSelects("Tags", choices: ["veg", "quick"]),
        .multilineText("Notes"), .currency("Price", symbol: "€"),
    ]

    init(serverRateLimits: Bool = true, clientLimits: AirtableRateLimits = .airtable) async throws {
        server = try AirtableHarness.socket(
            schemas: [BaseSchema(id: Self.baseID, name: "Client tests", tables: [])],
            rateLimits: serverRateLimits ? .onSystemClock : .off)
        client = AirtableClient(
            AirtableConfiguration(
                endpoint: server.url, token: AirtableHarness.token, rateLimits: clientLimits))
        base = client.base(Self.baseID)
        schema = try await base.createTable(NewTable(name: "Meals", fields: Self.fields))
    }

    var meals: Table<Meal> { base.table("Meals") }
    var cells: Table<[String: CellValue]> { base.table("Meals") }

    /// Creates `count` meals named "meal 1"… with calories 10, 20, … (through the client, 10 a request).
    @discardableResult
    func seed(_ count: Int) async throws -> [Record<Meal>] {
        try await meals.create((1...count).map { Meal(name: "meal \($0)", calories: Double($0 * 10)) })
    }

    func stop() { server.stop() }
}

/// A row of "Meals", as an app would model it: optional cells absent when empty, a missing
/// checkbox read as `false`.
struct Meal: Codable, Sendable, Equatable {
    var name: String
    var calories: Double?
    var eaten: Bool = false
    var day: Date?
    var kind: String?
    var tags: [String]?
    var notes: String?

    enum CodingKeys: String, CodingKey {
        case name = "Name"
        case calories = "Calories"
        case eaten = "Eaten"
        case day = "Day"
        case kind = "Kind"
        case tags = "Tags"
        case notes = "Notes"
    }

    init(
        name: String, calories: Double? = nil, eaten: Bool = false, day: Date? = nil, kind: String? = nil,
        tags: [String]? = nil, notes: String? = nil
    ) {
        self.name = name
        self.calories = calories
        self.eaten = eaten
        self.day = day
        self.kind = kind
        self.tags = tags
        self.notes = notes
    }

    init(from decoder: any Decoder) throws {
        let cells = try decoder.container(keyedBy: CodingKeys.self)
        name = try cells.decodeIfPresent(String.self, forKey: .name) ?? ""
        calories = try cells.decodeIfPresent(Double.self, forKey: .calories)
        eaten = try cells.decodeIfPresent(Bool.self, forKey: .eaten) ?? false
        day = try cells.decodeIfPresent(Date.self, forKey: .day)
        kind = try cells.decodeIfPresent(String.self, forKey: .kind)
        tags = try cells.decodeIfPresent([String].self, forKey: .tags)
        notes = try cells.decodeIfPresent(String.self, forKey: .notes)
    }

    func encode(to encoder: any Encoder) throws {
        var cells = encoder.container(keyedBy: CodingKeys.self)
        try cells.encode(name, forKey: .name)
        try cells.encodeIfPresent(calories, forKey: .calories)
        if eaten { try cells.encode(true, forKey: .eaten) }
        try cells.encodeIfPresent(day.map(DayText.format), forKey: .day)
        try cells.encodeIfPresent(kind, forKey: .kind)
        try cells.encodeIfPresent(tags, forKey: .tags)
        try cells.encodeIfPresent(notes, forKey: .notes)
    }
}

/// `yyyy-MM-dd` for date fields.
enum DayText {
    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash))
    }
}
