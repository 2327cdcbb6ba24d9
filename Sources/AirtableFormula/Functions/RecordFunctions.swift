/// `RECORD_ID CREATED_TIME LAST_MODIFIED_TIME NOW TODAY`: values from the record and the clock.
enum RecordFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("RECORD_ID", arity: 0...0) { arguments in .text(arguments.record.recordID) },
        FunctionDefinition("CREATED_TIME", arity: 0...0) { arguments in .date(arguments.record.createdTime) },
        // Airtable also accepts field arguments (the last change to those fields); this engine has no
        // per-field history, so it answers the record's last change either way.
        FunctionDefinition("LAST_MODIFIED_TIME", arity: atLeast(0)) { arguments in
            .date(arguments.record.lastModifiedTime)
        },
        FunctionDefinition("NOW", arity: 0...0) { arguments in .date(arguments.environment.now) },
        FunctionDefinition("TODAY", arity: 0...0) { arguments in
            .date(UTCCalendar.today(in: arguments.environment))
        },
    ]
}
