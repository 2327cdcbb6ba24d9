/// How an error message repeats a value the client sent: whole when short, else its start, so a
/// megabyte of bad input never comes back as a megabyte of error.
extension AirtableError {
    /// The most characters of a client's value one message repeats.
    public static let echoLimit = 200

    /// `value`, or its first ``echoLimit`` characters and how many more there were.
    public static func echo(_ value: String) -> String {
        guard value.count > echoLimit else { return value }
        return "\(value.prefix(echoLimit))… (\(value.count - echoLimit) more characters)"
    }
}
