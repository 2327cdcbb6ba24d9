import AirtableModel
import Testing

/// Which base a path is about, as the client's pacing and the server's rate limits both count it.
@Suite struct APIPathTests {
    @Test func recordAndMetadataPathsNameTheirBase() {
        #expect(APIPath.baseID(of: ["v0", "appA", "Meals", "rec1"]) == "appA")
        #expect(APIPath.baseID(of: ["v0", "meta", "bases", "appA", "tables"]) == "appA")
        #expect(APIPath.baseID(of: ["v0", "bases", "appA", "webhooks", "achB", "payloads"]) == "appA")
    }

    @Test func pathsAboutNoBaseNameNone() {
        #expect(APIPath.baseID(of: ["v0", "meta", "whoami"]) == nil)
        #expect(APIPath.baseID(of: ["v0", "meta", "bases"]) == nil)
        #expect(APIPath.baseID(of: ["v1", "appA"]) == nil)
        #expect(APIPath.baseID(of: ["v0"]) == nil)
        #expect(APIPath.baseID(of: ["v0", "bases"]) == nil)
    }
}
