import Basics

/// A dish to eat, and the facts from the history that chose it.
public struct Recommendation: Sendable, Equatable {
    public var name: String
    public var type: DishType
    /// What the choice was based on; ``Messages/reason(for:)`` words it.
    public var evidence: Evidence

    /// The facts behind a recommendation.
    public struct Evidence: Sendable, Equatable {
        /// The weekday and hunger state asked about.
        public var week: Weekday
        public var status: HungerState
        /// How often the dish was eaten on that weekday, in that hunger state, and in all.
        public var timesOnWeekday: Int
        public var timesInState: Int
        public var timesInAll: Int
        /// When it was last eaten (on or before today).
        public var lastEaten: Day
        /// How well its type suits the hunger state (0…2, ``DishType/suitability(for:)``).
        public var suitability: Int
        /// Whether it was eaten in the last ``Recommender/recentDays`` days, which counts against it.
        public var eatenRecently: Bool
        /// The score it won with.
        public var score: Int
        /// The dishes that would have ranked ahead of it but for having been eaten in the last
        /// ``Recommender/recentDays`` days, in the order they would have ranked: the variety rule
        /// left them out, so the reason names them.
        public var leftOutAsRecent: [RecentDish] = []
        /// How a tie with the next dish's score was broken; `nil` when it scored higher.
        public var tieBreak: TieBreak?
    }

    /// A dish the variety rule marked down below the recommendation.
    public struct RecentDish: Sendable, Equatable {
        public var name: String
        /// When it was last eaten, within the last ``Recommender/recentDays`` days.
        public var lastEaten: Day
    }

    /// The rule that chose between dishes with the same score.
    public enum TieBreak: Sendable, Equatable {
        /// It was last eaten longer ago than `than`, the dish it tied with.
        case eatenLongerAgo(than: String)
        /// It was last eaten on the same day as the dish it tied with, and its name comes first.
        case nameOrder(before: String)
    }
}
