import Airtable
import Basics
import Foundation

// Imports N records into a table with the Swift client and prints one line:
// `records=N seconds=S requests=R status429=K`.
// Configuration from the environment: AIRTABLE_ENDPOINT_URL, AIRTABLE_TOKEN (as apps read it).
// Usage: airtable-import-bench BASE TABLE [records=1000]

struct Row: Codable, Sendable {
    var name: String
    var calories: Double
    var notes: String
    enum CodingKeys: String, CodingKey {
        case name = "Name"
        case calories = "Calories"
        case notes = "Notes"
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: airtable-import-bench BASE TABLE [records]\n".utf8))
    exit(2)
}
let base = arguments[arguments.startIndex]
let table = arguments[arguments.startIndex + 1]
let count = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 0 : 1_000
guard count > 0 else {
    FileHandle.standardError.write(Data("records must be a positive whole number\n".utf8))
    exit(2)
}

do {
    let configuration = try AirtableConfiguration.fromEnvironment(
        ProcessInfo.processInfo.environment, defaultEndpoint: AirtableConfiguration.localEndpoint)
    let client = AirtableClient(configuration)
    let rows = (1...count).map {
        Row(name: "row \($0)", calories: Double($0), notes: "imported by the Swift client")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let created = try await client.base(base).table(table, as: Row.self).create(rows)
    let elapsed = start.duration(to: clock.now)
    let seconds = elapsed.seconds
    let statistics = client.statistics
    print(
        "records=\(created.count) seconds=\(String(format: "%.3f", seconds)) requests=\(statistics.requests)"
            + " status429=\(statistics.rateLimitResponses)")
} catch {
    FileHandle.standardError.write(Data("airtable-import-bench: \(error)\n".utf8))
    exit(1)
}
