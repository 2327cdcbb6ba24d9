import Airtable
import Testing

/// Advice added to a failure's detail reads as part of it: a clause after a status, a sentence of
/// its own after Airtable's message, which ends one.
struct AdviceTests {
    @Test func afterAStatusTheAdviceIsAClause() {
        #expect(
            AirtableSentences.detail("403 Forbidden", advising: AirtableSentences.checkEndpoint)
                == "403 Forbidden; check that AIRTABLE_ENDPOINT_URL names an Airtable server")
        #expect(
            AirtableSentences.detail(
                "404 TABLE_NOT_FOUND: Could not find table Meals",
                advising: AirtableSentences.runSetup("meallog"))
                == "404 TABLE_NOT_FOUND: Could not find table Meals; run 'meallog setup' to create it")
    }

    @Test func afterASentenceTheAdviceIsASentence() {
        let reason = "403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND: Check that the ids are correct."
        #expect(
            AirtableSentences.detail(reason, advising: AirtableSentences.checkBaseAccess("PLANNER_BASE_ID"))
                == reason + " Check PLANNER_BASE_ID and the token's access.")
        #expect(
            AirtableSentences.detail("Why?", advising: AirtableSentences.checkBaseAndServer("X"))
                == "Why? Check X and AIRTABLE_ENDPOINT_URL.")
    }
}
