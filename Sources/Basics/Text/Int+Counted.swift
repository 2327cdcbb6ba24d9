extension Int {
    /// This many of an English noun, singular for one: `1.counted("row")` is "1 row",
    /// `3.counted("row")` "3 rows", `0.counted("repository", plural: "repositories")` "0 repositories".
    package func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
