import Basics

/// Picks a dish for a weekday and hunger state from the history: the suggestion the log is kept
/// for (one a smart speaker could read out).
///
/// Every dish eaten on or before `today` gets a score:
///
/// | fact | points |
/// |---|---|
/// | its type suits the hunger state (``DishType/suitability(for:)``, 0…2) | 4 each |
/// | each time it was eaten on the weekday | 3 |
/// | each time it was eaten in the hunger state | 2 |
/// | each time it was eaten at all | 1 |
/// | eaten in the last ``recentDays`` days (for variety) | −6 |
///
/// The highest score wins; ties go to the dish eaten longest ago, then to the name in code-point
/// order. The recommendation's evidence also keeps the dishes the variety rule left out (those that
/// would have won without it) and the rule that broke a tie, so the reason can name every rule that
/// decided it. Nothing depends on the clock or on the order of the history, so a given history and
/// `today` always give the same answer.
public enum Recommender {
    /// A dish eaten within this many days before `today` (today included) is marked down.
    public static let recentDays = 3
    /// What eating a dish in the last ``recentDays`` days takes off its score.
    public static let recentPenalty = 6

    public static func recommend(
        from history: [Meal], week: Weekday, status: HungerState, today: Day
    ) -> Recommendation? {
        let past = history.filter { $0.date <= today }
        let dishes = Dictionary(grouping: past, by: \.name)
        let ranked = dishes.compactMap { name, meals in
            candidate(name: name, meals: meals, week: week, status: status, today: today)
        }.sorted(by: ranksAhead)
        guard var pick = ranked.first else { return nil }
        let others = ranked.dropFirst()
        pick.evidence.leftOutAsRecent = others.filter { other in
            other.evidence.eatenRecently && ranksAhead(unpenalised(other), unpenalised(pick))
        }.map { Recommendation.RecentDish(name: $0.name, lastEaten: $0.evidence.lastEaten) }
        if let next = others.first, next.evidence.score == pick.evidence.score {
            pick.evidence.tieBreak =
                next.evidence.lastEaten != pick.evidence.lastEaten
                ? .eatenLongerAgo(than: next.name) : .nameOrder(before: next.name)
        }
        return pick
    }

    /// The order of the ranking: the higher score, then the dish eaten longer ago, then the name in
    /// code-point order.
    private static func ranksAhead(_ lhs: Recommendation, _ rhs: Recommendation) -> Bool {
        if lhs.evidence.score != rhs.evidence.score { return lhs.evidence.score > rhs.evidence.score }
        if lhs.evidence.lastEaten != rhs.evidence.lastEaten {
            return lhs.evidence.lastEaten < rhs.evidence.lastEaten
        }
        return lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars)
    }

    /// `dish` as it would rank without the variety rule's mark-down.
    private static func unpenalised(_ dish: Recommendation) -> Recommendation {
        var dish = dish
        if dish.evidence.eatenRecently { dish.evidence.score += recentPenalty }
        return dish
    }

    private static func candidate(
        name: String, meals: [Meal], week: Weekday, status: HungerState, today: Day
    ) -> Recommendation? {
        guard let latest = meals.max(by: { ($0.date, $0.type.rawValue) < ($1.date, $1.type.rawValue) }) else {
            return nil
        }
        let type = latest.type
        let onWeekday = meals.count { $0.week == week }
        let inState = meals.count { $0.status == status }
        let suitability = type.suitability(for: status)
        let recent = latest.date.daysSinceEpoch > today.daysSinceEpoch - recentDays
        let score = 4 * suitability + 3 * onWeekday + 2 * inState + meals.count - (recent ? recentPenalty : 0)
        let evidence = Recommendation.Evidence(
            week: week, status: status, timesOnWeekday: onWeekday, timesInState: inState,
            timesInAll: meals.count, lastEaten: latest.date, suitability: suitability,
            eatenRecently: recent, score: score)
        return Recommendation(name: name, type: type, evidence: evidence)
    }
}
