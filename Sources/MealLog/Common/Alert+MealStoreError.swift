import Airtable
import Basics

extension Alert {
    /// An alert for a failed store operation, in the user's language; the detail is the store's
    /// own message, or for a missing meal its record id.
    public init(_ error: MealStoreError, messages: Messages) {
        let message: String =
            switch error.failureKind {
            case _ where error.cause == .baseUnreachable:
                messages.baseUnreachable(error.baseID)
            case _ where error.cause == .mealMissing: messages.noSuchMeal
            case _ where error.cause == .schemaMissing: messages.schemaMissing(error.baseID)
            case _ where error.cause == .notAirtable:
                messages.text("サーバーの応答が Airtable のものではありません", AirtableSentences.notAirtable)
            case _ where error.cause == .tooLarge:
                messages.text("送信する内容が大きすぎて、サーバーが受け付けませんでした", "The server refused what was sent as too large")
            case .input: messages.text("設定を確認してください", "Check the settings")
            case .rejected: messages.text("保存できませんでした", "The meal log refused the request")
            case .notFound: messages.text("ベースまたはテーブルが見つかりません", "The base or table was not found")
            case .authentication:
                messages.text("Airtable のトークンが受け付けられませんでした", AirtableSentences.tokenRefused)
            case .rateLimited:
                messages.tooManyRequests(retryAfter: error.retryAfter)
            case _ where error.cause == .outcomeUnknown:
                messages.text(
                    "Airtable のサーバーから変更の結果が届きませんでした。もう一度試す前に一覧を確かめてください",
                    AirtableSentences.outcomeUnknown(lookAt: "the meals"))
            case .unavailable where error.cause == .serverUnreachable:
                messages.text("Airtable のサーバーに接続できません", AirtableSentences.serverUnreachable)
            case .unavailable where error.cause == .cancelled:
                messages.text("リクエストは中止されました", "The request was cancelled")
            case .unavailable:
                messages.text("Airtable のサーバーでエラーが発生しました", AirtableSentences.serverFailed)
            }
        let detail = error.recordID.map(messages.missingRecordID) ?? error.message
        self.init(message: message, detail: detail, kind: error.failureKind)
        serverAnswered = error.serverAnswered
        answeredByAnotherProgram = error.cause == .notAirtable
    }
}
