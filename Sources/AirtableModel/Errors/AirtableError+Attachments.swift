/// Airtable's refusals of `uploadAttachment`: a file too large, a `file` that is not base64, a field
/// that does not hold attachments.
extension AirtableError {
    /// A file over ``AirtableLimits/attachmentUploadBytes`` (Airtable's body is not confirmed).
    public static let attachmentTooLarge = AirtableError(
        status: 413, type: .requestTooLarge,
        message: "The attachment is larger than \(AirtableLimits.attachmentUploadBytes / 1_000_000) MB, "
            + "the most uploadAttachment takes")

    /// `file` is missing or is not base64 text.
    public static let invalidAttachmentFile = invalidRequest(
        "file must be the attachment's content in base64")

    /// The field named in the upload's path is not a `multipleAttachments` field.
    public static func notAttachmentField(_ field: String) -> AirtableError {
        invalidValue("Field \"\(field)\" is not an attachment field")
    }
}
