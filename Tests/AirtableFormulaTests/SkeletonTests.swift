import AirtableFormula
import Testing

/// The public API exists and compiles.
@Suite struct SkeletonTests {
    @Test func parses() throws {
        _ = try Formula("TRUE()", fields: [])
    }
}
