/// How a tool words an alert in text: the title before the message (`Error: …`, `エラー: …`) and,
/// for one-shot commands, what to do about an alert that leads to the login.
public struct AlertWording: Sendable, Hashable {
    /// Printed before the message, followed by a colon.
    public var title: String
    /// Printed under an alert whose dismissal shows the login, such as "Log in with 'til login'.";
    /// `nil` where the login comes by itself (interactive menus) or a tool has none.
    public var loginHint: String?

    public init(title: String = "Error", loginHint: String? = nil) {
        self.title = title
        self.loginHint = loginHint
    }
}
