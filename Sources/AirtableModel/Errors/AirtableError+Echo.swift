/// How an error message repeats a value the client sent: whole when short, else its start, so a
/// megabyte of bad input never comes back as a megabyte of error.
extension AirtableError {
    /// The most Unicode scalars of a client's value one message repeats (scalars, not characters:
    /// one character can hold any number of combining marks).
    public static let echoLimit = 200

    /// `value`, or its first ``echoLimit`` scalars and how many more there were.
    public static func echo(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard scalars.count > echoLimit else { return value }
        var start = String.UnicodeScalarView()
        start.append(contentsOf: scalars.prefix(echoLimit))
        return "\(String(start))… (\(scalars.count - echoLimit) more characters)"
    }
}
