import AirtableModel
import Courier
import Foundation

extension Table {
    /// Uploads `data` (at most ``AirtableLimits/attachmentUploadBytes``) into the attachment field
    /// `field` (an id or a name) of record `recordID`: Airtable's `uploadAttachment`, sent to
    /// `content.airtable.com` for real Airtable and to the endpoint otherwise. The file is appended to
    /// the field's attachments. The answer is the record with that field alone, keyed by its
    /// **field id**, as Airtable gives it, whatever this table's `Fields` are.
    ///
    /// <!-- example context:
    /// func example(photos: Table<[String: CellValue]>, png: Data, id: String) async throws { EXAMPLE } -->
    /// ```swift
    /// let record = try await photos.uploadAttachment(
    ///     png, filename: "plate.png", contentType: "image/png", to: id, field: "Photo")
    /// let url = record.fields["fldPhoto…"]?.attachmentValues.last?.url
    /// ```
    public func uploadAttachment(
        _ data: Data, filename: String, contentType: String, to recordID: String, field: String
    ) async throws(AirtableError) -> Record<[String: CellValue]> {
        guard data.count <= AirtableLimits.attachmentUploadBytes else {
            throw AirtableError(
                status: nil, type: .invalidRequest,
                message: "\(filename) has \(data.count) bytes; uploadAttachment takes at most "
                    + "\(AirtableLimits.attachmentUploadBytes)")
        }
        let path = RequestPath(segments: [base.id, recordID, field, "uploadAttachment"])
        let url = client.configuration.contentBase.absoluteString + path.text
        let body = UploadBody(contentType: contentType, file: data.base64EncodedString(), filename: filename)
        return try await client.send(.post(RequestPath(raw: url), body: body))
    }
}
