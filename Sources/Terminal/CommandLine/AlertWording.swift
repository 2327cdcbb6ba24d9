import Basics

/// How a tool words an alert in text: the title before the message (`Error: …`, `エラー：…`) and,
/// for one-shot commands, what to do about an alert that leads to the login.
public struct AlertWording: Sendable, Hashable {
    /// Printed before the message, followed by a colon.
    public var title: String
    /// Printed under an alert whose dismissal shows the login, such as "Log in with 'til login'.";
    /// `nil` where the login comes by itself (interactive menus) or a tool has none.
    public var loginHint: String?
    /// Printed under an alert that the server could not be reached (or failed): how to start it or
    /// where it is set, such as "Start airtable-local with scripts/up, …"; `nil` for no advice.
    public var unavailableHint: String?
    /// The language usage errors are said in, and the title's colon (full-width in Japanese).
    public var language: Language

    /// What comes before an alert's message: `Error: `, `エラー：` (a full-width colon holds its own
    /// space).
    public var lead: String { language.text("\(title)：", "\(title): ") }

    public init(
        title: String = "Error", loginHint: String? = nil, unavailableHint: String? = nil,
        language: Language = .english
    ) {
        self.title = title
        self.loginHint = loginHint
        self.unavailableHint = unavailableHint
        self.language = language
    }
}
