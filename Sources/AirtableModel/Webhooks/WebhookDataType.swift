/// What a webhook watches (`specification.options.filters.dataTypes`): records and cells
/// (`tableData`), fields (`tableFields`), table names and descriptions (`tableMetadata`).
public enum WebhookDataType: String, Sendable, Hashable, CaseIterable {
    case tableData
    case tableFields
    case tableMetadata
}

/// Which changes a webhook records (`filters.changeTypes`): things added, removed or updated.
public enum WebhookChangeType: String, Sendable, Hashable, CaseIterable {
    case add
    case remove
    case update
}

/// Where a change came from (`filters.fromSources`, a payload's `actionMetadata.source`). Every change
/// made through the Web API is `publicApi`.
public enum WebhookSource {
    /// The sources Airtable names.
    public static let known: Set<String> = [
        "client", "publicApi", "formSubmission", "formPageSubmission", "automation", "system", "sync",
        "anonymousUser", "unknown",
    ]
    public static let publicAPI = "publicApi"
}
