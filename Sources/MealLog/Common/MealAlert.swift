import Basics

/// An error to show, as the seed's alert: a message, a detail line and the kind of failure, as data
/// the view renders.
public struct MealAlert: Sendable, Equatable {
    /// The sentence to show, in the user's language.
    public let message: String
    /// What the store said, for a details line; `nil` when there is nothing to add.
    public let detail: String?
    /// Why the alert is shown: ``FailureKind/input`` for input that is incomplete or invalid
    /// (nothing was sent), ``FailureKind/notFound`` when nothing matched, else the store's failure.
    public let kind: FailureKind

    public init(message: String, detail: String? = nil, kind: FailureKind) {
        self.message = message
        self.detail = detail
        self.kind = kind
    }

    /// An alert for a failed store operation.
    public init(_ error: MealStoreError, messages: Messages) {
        let message: String =
            switch error.failureKind {
            case _ where error.baseUnreachable:
                messages.text(
                    "ベースが見つからないか、トークンにアクセス権がありません",
                    "The base was not found, or the token cannot reach it")
            case .input: messages.text("設定を確認してください", "Check the settings")
            case .rejected: messages.text("保存できませんでした", "The meal log refused the request")
            case .notFound: messages.text("ベースまたはテーブルが見つかりません", "The base or table was not found")
            case .authentication: messages.text("認証に失敗しました", "Authentication failed")
            case .rateLimited:
                messages.text("リクエストが多すぎます。しばらくしてから試してください", "Too many requests; try again later")
            case .unavailable: messages.text("サーバーに接続できません", "The server could not be reached")
            }
        self.init(message: message, detail: error.message, kind: error.failureKind)
    }
}
