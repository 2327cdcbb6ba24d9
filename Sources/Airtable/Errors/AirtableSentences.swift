/// Airtable's failures in English, for a person: the same words in every app built on Airtable.
/// An app supplies only what is its own (the setting that names its base, its command, what to
/// look at), and may put the sentences in its user's language beside these.
public enum AirtableSentences {
    /// A base that does not exist, or that the token cannot reach: Airtable does not say which.
    /// Named when its id is known.
    public static func baseUnreachable(_ baseID: String?) -> String {
        "The base\(named(baseID)) was not found, or the token cannot reach it"
    }

    /// Setup found no schema to read: the base, or its server's Metadata API, is not there.
    public static func schemaMissing(_ baseID: String?) -> String {
        "The base\(named(baseID)) or its server's Metadata API was not found"
    }

    public static let tokenRefused = "The Airtable token was refused"
    /// A refusal without any of Airtable's error bodies (``AirtableModel/AirtableError/isForeignRefusal``).
    public static let notAirtable = "The server did not answer as an Airtable server does"
    public static let serverUnreachable = "The Airtable server could not be reached"
    public static let serverFailed = "The Airtable server failed"

    /// A write sent without an answer that says how it went: sent again at once, an added record
    /// could be there twice. `records` names what to look at ("the orders").
    public static func outcomeUnknown(lookAt records: String) -> String {
        "The Airtable server did not say whether the change was made: look at \(records) before trying again"
    }

    /// `detail` followed by `advice` (one of the phrases below): as a clause after "; ", or, when
    /// the detail already ends a sentence (Airtable's own messages do), as a sentence of its own.
    public static func detail(_ detail: String, advising advice: String) -> String {
        guard let last = detail.last, ".!?".contains(last) else { return "\(detail); \(advice)" }
        return "\(detail) \(advice.sentenceCased)."
    }

    /// Advice for a detail: the two things behind ``baseUnreachable(_:)``, which only the person
    /// who set them up can tell apart. `setting` is the app's variable for its base.
    public static func checkBaseAccess(_ setting: String) -> String {
        "check \(setting) and the token's access"
    }

    /// Advice for a detail: the two settings behind ``schemaMissing(_:)``.
    public static func checkBaseAndServer(_ setting: String) -> String {
        "check \(setting) and AIRTABLE_ENDPOINT_URL"
    }

    /// Advice for a detail: the setting behind ``notAirtable``.
    public static let checkEndpoint = "check that AIRTABLE_ENDPOINT_URL names an Airtable server"

    /// Advice for a detail: a table that is not there, and the command that creates it.
    public static func runSetup(_ tool: String) -> String {
        "run '\(tool) setup' to create it"
    }

    private static func named(_ baseID: String?) -> String {
        baseID.map { " \($0)" } ?? ""
    }
}
