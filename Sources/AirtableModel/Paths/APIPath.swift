/// Airtable's Web API paths, from `v0` on: records at `v0/{base}/{table}/…`, the Metadata API at
/// `v0/meta/…`, webhooks at `v0/bases/{base}/webhooks/…`.
public enum APIPath {
    /// The base a path is about: `v0/{base}/…`, `v0/bases/{base}/…` or `v0/meta/bases/{base}/…`; `nil` for paths about no
    /// base (`v0/meta/whoami`, `v0/meta/bases`) or not under `v0`. Rate limits count per base by it.
    public static func baseID(of segments: some Collection<String>) -> String? {
        let segments = Array(segments)
        guard segments.count >= 2, segments[0] == "v0" else { return nil }
        if segments[1] == "bases" { return segments.count >= 3 ? segments[2] : nil }
        guard segments[1] == "meta" else { return segments[1] }
        return segments.count >= 4 && segments[2] == "bases" ? segments[3] : nil
    }
}
