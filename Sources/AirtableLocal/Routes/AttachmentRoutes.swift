import AirtableModel
import Basics
import Foundation
import HTTPServer

/// `POST /v0/{base}/{record}/{field}/uploadAttachment` (Airtable's `content.airtable.com` endpoint,
/// served on the same port as the rest of the API) and `GET /v0/attachments/{attId}/{filename}`,
/// the uploaded file's bytes.
///
/// An upload takes `{contentType, file (base64), filename}`, a file of at most 5 MB
/// (`AirtableLimits.attachmentUploadBytes`), appends the attachment to the field's existing ones and
/// answers `{id, createdTime, fields}` with that field alone, keyed by its id, as Airtable does (so
/// a client may take the answer's one field as the attachments). The base64 may be broken into
/// lines, as MIME writes it (pyairtable sends it so). The bytes are stored in the data file in the
/// same transaction as the record (see `Persistence`).
struct AttachmentRoutes {
    let services: Services

    func upload(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let recordID = request.parameters["record"] ?? ""
        guard let record = state.record(recordID), let table = state.schema.table(id: record.tableID) else {
            throw AirtableError.notFound
        }
        let key = request.parameters["field"] ?? ""
        guard let field = table.field(key) else { throw AirtableError.unknownField(key) }
        guard field.type == .multipleAttachments else { throw AirtableError.notAttachmentField(field.name) }
        let body = try services.body(request)
        guard let contentType = body["contentType"]?.stringValue, Self.isMediaType(contentType) else {
            throw AirtableError.invalidRequest("contentType must be a media type such as image/png")
        }
        guard let filename = body["filename"]?.stringValue, !filename.isEmpty else {
            throw AirtableError.invalidRequest("filename must be a non-empty string")
        }
        guard let written = body["file"]?.stringValue else { throw AirtableError.invalidAttachmentFile }
        let text = Self.withoutLineBreaks(written)
        // Judged on the text first, so a file far too large is not decoded.
        guard text.utf8.count / 4 * 3 <= AirtableLimits.attachmentUploadBytes + 3 else {
            throw AirtableError.attachmentTooLarge
        }
        guard let data = Data(base64Encoded: text) else { throw AirtableError.invalidAttachmentFile }
        guard data.count <= AirtableLimits.attachmentUploadBytes else {
            throw AirtableError.attachmentTooLarge
        }

        let file = StoredFile(
            id: AirtableID.make(.attachment), recordID: recordID, contentType: contentType,
            filename: filename,
            bytes: [UInt8](data))
        let object = AttachmentObject.make(file, origin: AttachmentURL.origin(of: request))
        let now = Timestamp(services.store.clock.now())
        let updated = try services.store.write(state.schema.id) { state, changes in
            guard var current = state.tables[table.id]?.records[recordID] else {
                throw AirtableError.notFound
            }
            current.cells[field.id] = .array((current.cells[field.id]?.arrayValue ?? []) + [object])
            current.modifiedTime = now
            state.tables[table.id]?.records[recordID] = current
            changes.save(recordID)
            changes.files.append(file)
            return state
        }
        guard let saved = updated.record(recordID) else { throw AirtableError.notFound }
        let output = RecordOutput(
            context: services.context(updated), byFieldID: true, fieldFilter: [field.id])
        return Response.json { output.write(saved, to: &$0) }
    }

    /// The bytes of an uploaded attachment, with the type it was uploaded as; 404 `NOT_FOUND` for an
    /// unknown or removed one.
    func file(_ request: Request) throws -> Response {
        guard let id = request.parameters["attachment"], AirtableID.isValid(id, .attachment),
            let file = try services.store.file(id)
        else { throw AirtableError.notFound }
        // Anyone with the link may read a file, as with Airtable's. Here it is served from the API's
        // own origin, with the type its uploader gave: nothing in it may run or be sniffed as HTML.
        let headers: HTTPHeaders = [
            "Content-Type": file.contentType, "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "sandbox",
        ]
        return Response(status: .ok, headers: headers, body: file.bytes)
    }

    /// Base64 as MIME writes it, in lines of 76 with `\r\n` or `\n` after each, as one line: any
    /// other character that is not base64 still fails to decode.
    static func withoutLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" })
    }

    /// `type/subtype` with optional parameters, printable ASCII without line breaks (it becomes a
    /// `Content-Type` header).
    static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: "/", maxSplits: 1)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && text.utf8.count <= 255
            && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
