/// The bytes of one uploaded attachment, kept in the data file (`airtable_attachments`) beside the
/// record whose attachment cell names it, and served at the attachment's URL.
struct StoredFile: Sendable, Equatable {
    /// The attachment's `att…` id, as its cell object has it.
    var id: String
    /// The record whose cell holds the attachment: the file goes when the record does.
    var recordID: String
    var contentType: String
    var filename: String
    var bytes: [UInt8]
}
