/// How large a form the site reads.
public enum FormSize {
    /// The most fields (or parts) a form may have: far more than any page's form sends, few enough
    /// that a body of many tiny fields is refused before they are decoded, at little cost.
    public static let mostFields = 1_000
}
