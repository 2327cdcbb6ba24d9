import MealLog
import Testing

/// Recommendations come from the history, suit the hunger state, and are deterministic.
struct RecommenderTests {
    private let history: [Meal] = [
        .sample("大盛りカットステーキ", .meat, "2026-11-23", .hungry),  // Monday
        .sample("大盛りカットステーキ", .meat, "2026-11-16", .hungry),  // Monday
        .sample("ビーフシチュー", .meat, "2026-11-17", .hungry),  // Tuesday
        .sample("パンケーキ", .dessert, "2026-11-23", .full),  // Monday
        .sample("パンケーキ", .dessert, "2026-11-28", .full),  // Saturday
        .sample("カルボナーラ", .pasta, "2026-11-25", .normal),  // Wednesday
    ]

    @Test func aHungryMondayGetsTheUsualSteak() throws {
        let pick = try #require(
            Recommender.recommend(from: history, week: .monday, status: .hungry, today: testToday))
        #expect(pick.name == "大盛りカットステーキ")
        #expect(pick.type == .meat)
        #expect(pick.evidence.timesOnWeekday == 2)
        #expect(pick.evidence.timesInAll == 2)
        #expect(pick.evidence.lastEaten.description == "2026-11-23")
        #expect(pick.evidence.suitability == 2)
        let reason = Messages(.japanese).reason(for: pick)
        #expect(reason.contains("月曜日に2回"))
        #expect(reason.contains("最後は2026-11-23"))
        #expect(reason.contains("「空いている」のときは肉がぴったりです"))
        #expect(
            Messages(.english).reason(for: pick)
                == "Eaten twice on Mondays, twice when hungry, twice in all (last on 2026-11-23). "
                + "Meat is just right when hungry.")
    }

    @Test func aFullDinerGetsDessert() throws {
        let pick = try #require(
            Recommender.recommend(from: history, week: .saturday, status: .full, today: testToday))
        #expect(pick.name == "パンケーキ")
    }

    /// A two-word dish type starts its sentence as a sentence starts ("Side dish"), not as a title.
    @Test func aTwoWordTypeStartsItsSentenceInSentenceCase() throws {
        let sides: [Meal] = [.sample("ポテト", .side, "2026-11-28", .full)]
        let pick = try #require(
            Recommender.recommend(from: sides, week: .saturday, status: .full, today: testToday))
        #expect(Messages(.english).reason(for: pick).hasSuffix(" Side dish is just right when full."))
    }

    @Test func theOrderOfTheHistoryDoesNotMatterNorDoesLaterHistory() {
        let later = history + [.sample("未来のステーキ", .meat, "2026-12-20", .hungry)]
        let answers = [history, history.reversed(), later, later.shuffled()].map {
            Recommender.recommend(from: $0, week: .monday, status: .hungry, today: testToday)
        }
        #expect(Set(answers.map { $0?.name }).count == 1)
    }

    @Test func aDishEatenRecentlyIsMarkedDown() throws {
        let recent = history + [.sample("ハンバーグ", .meat, "2026-11-30", .hungry)]
        let pick = try #require(
            Recommender.recommend(from: recent, week: .monday, status: .hungry, today: testToday))
        #expect(pick.name == "大盛りカットステーキ")
        let hamburg = try #require(
            Recommender.recommend(
                from: [.sample("ハンバーグ", .meat, "2026-11-30", .hungry)], week: .monday, status: .hungry,
                today: testToday))
        #expect(hamburg.evidence.eatenRecently)
    }

    @Test func anEmptyHistoryRecommendsNothing() {
        #expect(Recommender.recommend(from: [], week: .monday, status: .hungry, today: testToday) == nil)
    }
}

/// The reason names every rule that decided the recommendation, the variety rule's left-out dishes
/// and a tie-break included.
struct RecommendationReasonTests {
    /// The person test's case: a steak eaten on Monday when hungry, yesterday, would win, so the
    /// doria's reason says why the steak is not recommended.
    private let history: [Meal] = [
        .sample("大盛りカットステーキ", .meat, "2026-11-30", .hungry),  // Monday, yesterday
        .sample("エビドリア", .doria, "2026-11-26", .normal),  // Thursday
        .sample("パンケーキ", .dessert, "2026-11-27", .full),  // Friday
    ]

    @Test func theDishesLeftOutAsRecentAreNamed() throws {
        let pick = try #require(
            Recommender.recommend(from: history, week: .monday, status: .hungry, today: testToday))
        #expect(pick.name == "エビドリア")
        #expect(pick.evidence.leftOutAsRecent.map(\.name) == ["大盛りカットステーキ"])
        #expect(
            Messages(.english).reason(for: pick)
                == "Eaten once in all (last on 2026-11-26); never on Mondays or when hungry. "
                + "Doria is just right when hungry. 大盛りカットステーキ (last on 2026-11-30) would rank higher "
                + "but was eaten in the last 3 days, so it is left out for variety.")
        #expect(
            Messages(.japanese).reason(for: pick).hasSuffix(
                "大盛りカットステーキ(最後は2026-11-30)のほうが合いますが、3日以内に食べたので、変化をつけるために外しました。"))
    }

    @Test func aPickEatenRecentlyLeavesNoneOutForVariety() throws {
        // Both dishes were eaten in the last 3 days: the mark-down takes the same from each, so
        // neither was left out for the other.
        let both: [Meal] = [
            .sample("パンケーキ", .dessert, "2026-11-30", .full),
            .sample("ブラウニー", .dessert, "2026-11-29", .full),
        ]
        let pick = try #require(
            Recommender.recommend(from: both, week: .monday, status: .full, today: testToday))
        #expect(pick.evidence.eatenRecently)
        #expect(pick.evidence.leftOutAsRecent.isEmpty)
        #expect(!Messages(.english).reason(for: pick).contains("left out for variety"))
    }

    @Test func aRecentPickAndATieBreakAreNamed() throws {
        let recent = try #require(
            Recommender.recommend(
                from: [history[0]], week: .monday, status: .hungry, today: testToday))
        #expect(
            Messages(.english).reason(for: recent).hasSuffix(
                "It was eaten in the last 3 days, which counts against it, but nothing else fits better."))
        let tied: [Meal] = [
            .sample("ハンバーグ", .meat, "2026-11-20", .normal), .sample("チキン", .meat, "2026-11-19", .normal),
        ]
        let pick = try #require(
            Recommender.recommend(from: tied, week: .monday, status: .normal, today: testToday))
        #expect(pick.name == "チキン")
        #expect(pick.evidence.tieBreak == .eatenLongerAgo(than: "ハンバーグ"))
        #expect(
            Messages(.english).reason(for: pick).hasSuffix("It ties with ハンバーグ and was eaten longer ago."))
        #expect(Messages(.japanese).reason(for: pick).hasSuffix("ハンバーグと同点ですが、こちらのほうが前に食べました。"))
    }
}
