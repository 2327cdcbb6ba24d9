/// Airtable's protocol limits: what the client keeps to, and what airtable-local enforces.
public enum AirtableLimits {
    /// URLs (path and query) of this many characters or more are refused; a listing that long goes as
    /// `POST …/listRecords` with its parameters in the body.
    public static let urlLength = 16_000

    /// The largest request body, in bytes, the server takes: airtable-local answers a larger one
    /// `413 INVALID_REQUEST_TOO_LARGE` without reading it. A client checks what it sends against it,
    /// so one oversize record is refused alone rather than failing the batch it would travel in.
    public static let requestBodyBytes = 2 << 20

    /// The largest file `uploadAttachment` takes, in bytes (before base64): Airtable's 5 MB.
    public static let attachmentUploadBytes = 5_000_000

    /// The largest `uploadAttachment` body, in bytes: a file of ``attachmentUploadBytes`` in base64
    /// (4 characters for 3 bytes) with room for the JSON around it and for a file somewhat too large
    /// to be read and answered with Airtable's error rather than cut off.
    public static let attachmentUploadBodyBytes = 8 << 20

    /// The records one write request (create, update, upsert, delete) may carry.
    public static let recordsPerRequest = 10

    /// The records a page of a listing holds at most, and by default.
    public static let pageSize = 100
    /// The most records a base holds, on Airtable's largest plan: a listing that goes on for more
    /// pages than that takes is not Airtable's, and is stopped.
    public static let recordsPerBase = 500_000
    /// How many fields an upsert may match records on (`performUpsert.fieldsToMergeOn`).
    public static let mergeFields = 1...3

    /// Requests per ``rateWindow`` to one base.
    public static let requestsPerBase = 5

    /// Requests per ``rateWindow`` with one token, across bases.
    public static let requestsPerToken = 50

    /// The window the request rates are counted over.
    public static let rateWindow: Duration = .seconds(1)

    /// How long Airtable makes a base wait after answering `429`.
    public static let penalty: Duration = .seconds(30)

    /// The webhooks one base may have.
    public static let webhooksPerBase = 10

    /// The payloads one page of a webhook's payloads holds at most, and by default.
    public static let webhookPayloadsPerPage = 50

    /// How long a webhook lives after it is created or refreshed (or its payloads are listed), how
    /// long an expired one can still be listed, and how long a payload is kept.
    public static let webhookLifetime: Duration = .seconds(7 * 24 * 3600)

    /// The longest description a table or a field may have, in UTF-16 units (as JavaScript counts
    /// a string's length).
    public static let descriptionLength = 20_000
}
