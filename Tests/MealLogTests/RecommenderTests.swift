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
