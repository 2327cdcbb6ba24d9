import Basics
import HTTPServer
import Web

/// The language a page speaks: the one chosen on a page (kept in the session), else the browser's
/// first `Accept-Language` that is one of the two; English otherwise.
extension Language {
    static let sessionKey = "language"

    /// The language `session` chose (none when there is no session), else `request`'s.
    init(session: Session?, request: Request) {
        if let chosen = session?[Self.sessionKey].flatMap(Language.init(rawValue:)) {
            self = chosen
            return
        }
        // Any header a browser (or anyone) sends: `en,;` has an item with no tag, which is skipped.
        let accepted = (request.headers["accept-language"] ?? "").lowercased().split(separator: ",")
            .compactMap { $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) }
        let first = accepted.first { $0.hasPrefix("ja") || $0.hasPrefix("en") }
        self = first?.hasPrefix("ja") == true ? .japanese : .english
    }
}
