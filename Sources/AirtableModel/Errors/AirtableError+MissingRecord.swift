extension AirtableError {
    /// The types Airtable answers when a record named in the request is not there: `NOT_FOUND` and
    /// `MODEL_ID_NOT_FOUND` (404, one record) and `ROW_DOES_NOT_EXIST` (422, a record of a batch).
    public static let missingRecordTypes: Set<AirtableErrorType> = [
        .notFound, .modelIDNotFound, .rowDoesNotExist,
    ]

    /// Whether this answer to a request about a record says the record is not there (rather than
    /// its table or base): the one rule of the planner and the meal log.
    public var saysRecordIsMissing: Bool { Self.missingRecordTypes.contains(type) }
}
