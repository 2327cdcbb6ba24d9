import AirtableModel
import Basics
import TestSupport
import Testing

/// A rating is a whole number of stars, at least one (Airtable's field model: "a positive integer",
/// "a rating cannot be 0"), at most the field's `max`; an empty rating is `null`.
@Suite struct RatingValueTests {
    let base = "/v0/\(TestSchema.baseID)"

    private func airtableWithARating() throws -> InProcessAirtable {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let field = airtable.call(
            "POST", "/v0/meta/bases/\(TestSchema.baseID)/tables/Teams/fields",
            #"{"name":"Stars","type":"rating","options":{"max":5}}"#)
        #expect(field.status == 200, "\(field.text)")
        return airtable
    }

    @Test(arguments: ["0", "-1", "2.5", "-1e300", "6", "1e300"])
    func aRatingThatIsNotAPositiveWholeNumberIsRefused(value: String) throws {
        let airtable = try airtableWithARating()
        for typecast in [false, true] {
            let refused = airtable.call(
                "POST", "\(base)/Teams",
                #"{"fields":{"Name":"Red","Stars":\#(value)},"typecast":\#(typecast)}"#)
            #expect(refused.status == 422, "\(value): \(refused.text)")
            #expect(refused.errorType == "INVALID_VALUE_FOR_COLUMN")
        }
        #expect(airtable.call("GET", "\(base)/Teams").records.isEmpty)
    }

    @Test func wholeStarsAndAnEmptyRatingAreTaken() throws {
        let airtable = try airtableWithARating()
        let ids = airtable.create(
            "Teams",
            [#"{"Name":"One","Stars":1}"#, #"{"Name":"Five","Stars":5}"#, #"{"Name":"None","Stars":null}"#])
        let stars = ids.map { airtable.call("GET", "\(base)/Teams/\($0)").json?["fields"]?["Stars"] }
        #expect(stars == [.number(1), .number(5), nil])
        let typed = airtable.call("POST", "\(base)/Teams", #"{"fields":{"Stars":"3"},"typecast":true}"#)
        #expect(typed.json?["fields"]?["Stars"] == .number(3))
    }
}
