import Foundation

/// A path on this site that a redirect may lead to, taken from text a browser sent (a login form's
/// `next`, a language switch's way back). Only what cannot lead elsewhere passes: printable ASCII
/// without a backslash, one leading slash, under the app's own prefix with no `.` or `..` segment
/// (written plainly or percent-encoded) to climb out of it, and short enough for a `Location`
/// header, since an answer whose head does not fit is never sent at all.
public enum LocalPath {
    /// The longest path kept; any page of the site has a far shorter one.
    public static let maxLength = 2_048

    /// `text` when it is such a path under `prefix` (`/til`: `/til` itself or `/til/…`); else `nil`.
    public static func checked(_ text: String, under prefix: String) -> String? {
        guard text.utf8.count <= maxLength,
            text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" }),
            text == prefix || text.hasPrefix(prefix + "/"), !climbs(text)
        else { return nil }
        return text
    }

    /// Whether the path (before any query or fragment) has a dot segment, which a browser resolves.
    private static func climbs(_ text: String) -> Bool {
        let path = text.prefix { $0 != "?" && $0 != "#" }
        return path.split(separator: "/", omittingEmptySubsequences: false).contains { segment in
            let decoded = (String(segment).removingPercentEncoding ?? String(segment)).lowercased()
            return decoded == "." || decoded == ".."
        }
    }
}
