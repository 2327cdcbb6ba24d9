import Basics

/// How the last notification of a webhook went (`lastNotificationResult`): whether the receiver
/// answered 2xx, why not, when and after how long, on which retry, and whether another follows.
public struct WebhookNotificationResult: Sendable, Hashable {
    public var success: Bool
    /// Why it failed; `nil` on success.
    public var error: String?
    /// ISO 8601 with milliseconds.
    public var completionTimestamp: String
    public var durationMs: Double
    /// 0 for the first attempt.
    public var retryNumber: Int
    /// Whether a failed notification will be sent again.
    public var willBeRetried: Bool?

    public init(
        success: Bool, error: String? = nil, completionTimestamp: String, durationMs: Double,
        retryNumber: Int,
        willBeRetried: Bool? = nil
    ) {
        self.success = success
        self.error = error
        self.completionTimestamp = completionTimestamp
        self.durationMs = durationMs
        self.retryNumber = retryNumber
        self.willBeRetried = willBeRetried
    }
}

extension WebhookNotificationResult: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "lastNotificationResult"
        guard let success = try json.memberBool("success", in: what),
            let completion = try json.memberString("completionTimestamp", in: what)
        else { throw SchemaError("a notification result needs \"success\" and \"completionTimestamp\"") }
        self.init(
            success: success, error: try json.memberObject("error", in: what)?["message"]?.stringValue,
            completionTimestamp: completion, durationMs: json["durationMs"]?.numberValue ?? 0,
            retryNumber: try json.memberInt("retryNumber", in: what) ?? 0,
            willBeRetried: try json.memberBool("willBeRetried", in: what))
    }

    /// `error` is `{"message":…}`, as Airtable writes it.
    public var jsonMembers: JSONMembers {
        [
            ("success", success), ("error", error.map { JSONValue.object(["message": .string($0)]) }),
            ("completionTimestamp", completionTimestamp), ("durationMs", durationMs),
            ("retryNumber", retryNumber), ("willBeRetried", willBeRetried),
        ]
    }
}
