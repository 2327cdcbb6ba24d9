extension Messages {
    /// The suggestion itself: "おすすめは…" / "Try …".
    public func recommendation(_ recommendation: Recommendation) -> String {
        text(
            "おすすめは\(recommendation.name)(\(recommendation.type.rawValue))です",
            "Try \(recommendation.name) (\(recommendation.type.englishName))")
    }

    /// Why the dish was chosen: how often and when it was eaten, and what suits the hunger state.
    public func reason(for recommendation: Recommendation) -> String {
        let facts = recommendation.evidence
        let type = recommendation.type
        var parts: [String] = []
        if language == .japanese {
            parts.append(
                "\(facts.week.rawValue)に\(facts.timesOnWeekday)回、"
                    + "「\(facts.status.rawValue)」のときに\(facts.timesInState)回、"
                    + "全部で\(facts.timesInAll)回食べています(最後は\(facts.lastEaten))。")
            parts.append(
                [
                    "「\(facts.status.rawValue)」のときに\(type.rawValue)はあまり向きません。",
                    "「\(facts.status.rawValue)」のときにも\(type.rawValue)は合います。",
                    "「\(facts.status.rawValue)」のときは\(type.rawValue)がぴったりです。",
                ][min(2, facts.suitability)])
            if facts.eatenRecently { parts.append("最近食べたばかりですが、ほかに合う候補がありません。") }
            return parts.joined()
        }
        parts.append(
            "Eaten \(Self.times(facts.timesOnWeekday)) on \(facts.week.englishName)s, "
                + "\(Self.times(facts.timesInState)) when \(facts.status.englishName), "
                + "\(Self.times(facts.timesInAll)) in all (last on \(facts.lastEaten)).")
        parts.append(
            [
                "\(type.englishName.capitalized) does not really suit being \(facts.status.englishName).",
                "\(type.englishName.capitalized) also suits being \(facts.status.englishName).",
                "\(type.englishName.capitalized) is just right when \(facts.status.englishName).",
            ][
                min(2, facts.suitability)])
        if facts.eatenRecently { parts.append("You had it recently, but nothing else fits better.") }
        return parts.joined(separator: " ")
    }

    private static func times(_ count: Int) -> String {
        count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
    }
}
