import Basics

extension Messages {
    /// The suggestion itself: "おすすめは…" / "Try …".
    public func recommendation(_ recommendation: Recommendation) -> String {
        text(
            "おすすめは\(recommendation.name)(\(recommendation.type.rawValue))です",
            "Try \(recommendation.name) (\(recommendation.type.englishName))")
    }

    /// Why the dish was chosen, naming every rule that decided it: how often and when it was eaten
    /// (on the weekday, in the hunger state, in all), how its type suits the hunger state, the
    /// variety rule (when it marked this dish down, and the dishes it left out that would have
    /// ranked higher), and the tie-break when another dish scored the same.
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
            if facts.eatenRecently {
                parts.append("\(Recommender.recentDays)日以内に食べたので減点されていますが、ほかに合う候補がありません。")
            }
            if let tie = facts.tieBreak {
                switch tie {
                case .eatenLongerAgo(let other): parts.append("\(other)と同点ですが、こちらのほうが前に食べました。")
                case .nameOrder(let other): parts.append("\(other)と同点で最後に食べた日も同じため、名前の順で選びました。")
                }
            }
            if !facts.leftOutAsRecent.isEmpty {
                let names = Self.listed(
                    facts.leftOutAsRecent.map { "\($0.name)(最後は\($0.lastEaten))" }, separator: "、", last: "、",
                    more: { "ほか\($0)品" })
                parts.append(
                    "\(names)のほうが合いますが、\(Recommender.recentDays)日以内に食べたので、変化をつけるために外しました。")
            }
            return parts.joined()
        }
        // A count of none is said as "never", after the counts there are.
        let counts = [
            (facts.timesOnWeekday, "on \(facts.week.englishName)s"),
            (facts.timesInState, "when \(facts.status.englishName)"),
            (facts.timesInAll, "in all (last on \(facts.lastEaten))"),
        ]
        let eaten = counts.filter { $0.0 > 0 }.map { "\(Self.times($0.0)) \($0.1)" }
        let never = counts.filter { $0.0 == 0 }.map(\.1)
        parts.append(
            "Eaten \(eaten.joined(separator: ", "))"
                + (never.isEmpty ? "." : "; never \(never.joined(separator: " or ")).")
        )
        parts.append(
            [
                "\(type.englishName.sentenceCased) does not really suit being \(facts.status.englishName).",
                "\(type.englishName.sentenceCased) also suits being \(facts.status.englishName).",
                "\(type.englishName.sentenceCased) is just right when \(facts.status.englishName).",
            ][
                min(2, facts.suitability)])
        if facts.eatenRecently {
            parts.append(
                "It was eaten in the last \(Recommender.recentDays) days, which counts against it, "
                    + "but nothing else fits better.")
        }
        if let tie = facts.tieBreak {
            switch tie {
            case .eatenLongerAgo(let other):
                parts.append("It ties with \(other) and was eaten longer ago.")
            case .nameOrder(let other):
                parts.append("It ties with \(other), last eaten the same day, and comes first by name.")
            }
        }
        let leftOut = facts.leftOutAsRecent
        if !leftOut.isEmpty {
            let names = Self.listed(
                leftOut.map { "\($0.name) (last on \($0.lastEaten))" }, separator: ", ", last: " and ",
                more: { "\($0) more" })
            let (verb, pronoun) = leftOut.count == 1 ? ("was", "it is") : ("were", "they are")
            parts.append(
                "\(names) would rank higher but \(verb) eaten in the last \(Recommender.recentDays) days, "
                    + "so \(pronoun) left out for variety.")
        }
        return parts.joined(separator: " ")
    }

    /// The first three of `items`, and `more(n)` for the rest, joined by `separator` (`last` before
    /// the last one).
    private static func listed(
        _ items: [String], separator: String, last: String, more: (Int) -> String
    ) -> String {
        let shown = Array(items.prefix(3)) + (items.count > 3 ? [more(items.count - 3)] : [])
        guard let final = shown.last, shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: separator) + last + final
    }

    private static func times(_ count: Int) -> String {
        count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
    }
}
