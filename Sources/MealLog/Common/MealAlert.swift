/// An error to show, as the seed's alert: a message and what caused it, as data the view renders.
public struct MealAlert: Sendable, Equatable {
    /// Why the alert is shown.
    public enum Cause: Sendable, Equatable {
        /// The user's input is incomplete or invalid; nothing was sent.
        case input
        /// Nothing matched (an empty history to recommend from).
        case nothingFound
        /// The store failed.
        case failure(MealStoreError.Kind)
    }

    /// The sentence to show, in the user's language.
    public let message: String
    /// What the store said, for a details line; `nil` when there is nothing to add.
    public let detail: String?
    public let cause: Cause

    public init(message: String, detail: String? = nil, cause: Cause) {
        self.message = message
        self.detail = detail
        self.cause = cause
    }

    /// An alert for a failed store operation.
    public init(_ error: MealStoreError, messages: Messages) {
        let message: String =
            switch error.kind {
            case .rejected: messages.text("保存できませんでした", "The meal log refused the request")
            case .notFound: messages.text("ベースまたはテーブルが見つかりません", "The base or table was not found")
            case .authentication: messages.text("認証に失敗しました", "Authentication failed")
            case .unavailable: messages.text("サーバーに接続できません", "The server could not be reached")
            case .other: messages.text("サーバーの応答を読めませんでした", "The server's answer could not be read")
            }
        self.init(message: message, detail: error.message, cause: .failure(error.kind))
    }
}
