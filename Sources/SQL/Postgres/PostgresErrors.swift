import CPostgres

/// Turns libpq failures into ``SQLError``s, by SQLSTATE.
enum PostgresErrors {
    /// The error of a failed result (or of the connection when there is no result). Only the primary
    /// message is kept: PostgreSQL's DETAIL line repeats the offending values (`Key (token)=(…)`).
    static func error(result: OpaquePointer?, connection: OpaquePointer, sql: String?) -> SQLError {
        let state = result.flatMap { PQresultErrorField($0, field("C")) }.map { String(cString: $0) }
        var message =
            result.flatMap { PQresultErrorField($0, field("M")) }.map { String(cString: $0) }
            ?? String(cString: PQerrorMessage(connection))
        // A value refused is quoted: `invalid input syntax for type uuid: "…"`, or
        // `value "…" is out of range for type integer`.
        if let state, state.hasPrefix("22") {
            if let quote = message.range(of: ": \"") { message = String(message[..<quote.lowerBound]) }
            message = withoutQuotedValues(message)
        }
        let lost = PQstatus(connection) != CONNECTION_OK
        return SQLError(lost ? .connection : kind(sqlState: state), message, sql: sql, code: state)
    }

    /// `message` without its double-quoted parts, which quote the value refused.
    static func withoutQuotedValues(_ message: String) -> String {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        let kept = parts.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        return kept.joined().split(separator: " ").joined(separator: " ")
    }

    /// The kind for a SQLSTATE; `nil` (no result at all) is a lost connection.
    static func kind(sqlState: String?) -> SQLError.Kind {
        guard let sqlState else { return .connection }
        switch sqlState {
        case "23505": return .uniqueViolation
        case "23503": return .foreignKeyViolation
        case "23502": return .notNullViolation
        case "23514": return .checkViolation
        case "40001", "40P01", "55P03", "57014": return .busy  // serialization, deadlock, lock, cancelled
        // shut down by an administrator or a crash while a statement ran
        case "57P01", "57P02": return .connection
        // cannot connect now (starting up or shutting down), too many connections
        case "57P03", "53300": return .unreachable
        case "42501": return .other  // insufficient privilege
        default:
            if sqlState.hasPrefix("08") { return .connection }
            if sqlState.hasPrefix("42") { return .syntax }
            if sqlState.hasPrefix("22") { return .invalidValue }  // data exception
            return .other
        }
    }

    private static func field(_ code: Character) -> Int32 { Int32(code.asciiValue ?? 0) }
}
