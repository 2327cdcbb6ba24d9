import Basics

/// The smart speaker's answer: a dish and why.
@MainActor
public protocol RecommendView: AnyObject {
    /// `headline` ("おすすめは…です") and `reason` are in the user's language.
    func showRecommendation(_ recommendation: Recommendation, headline: String, reason: String)
    func show(_ alert: Alert)
}
