/// The errors of the webhooks API.
extension AirtableError {
    /// An eleventh webhook in a base. Airtable's type; its status and message are not confirmed.
    public static let tooManyWebhooks = AirtableError(
        status: 422, type: .tooManyWebhooks,
        message: "A base may have at most \(AirtableLimits.webhooksPerBase) webhooks; delete one first")
}
