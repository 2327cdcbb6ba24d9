import Basics
import MealLog
import Testing

/// `--offline` starts from the demo data's meals, each on its weekday of the week of 2026-11-22,
/// with a store.
struct OfflineSamplesTests {
    @Test func theSamplesAreTheDemoDataDatedAndWithStores() {
        let samples = OfflineSamples.meals
        #expect(samples.count == 7)
        #expect(samples.map(\.name).first == "とろ〜り卵とチーズのオムライス")
        #expect(samples.map(\.name).last == "キャラメルハニーパンケーキ")
        #expect(samples.map(\.date.iso) == (22...28).map { "2026-11-\($0)" })
        #expect(samples.map(\.type) == [.rice, .meat, .meat, .pasta, .rice, .dessert, .dessert])
        #expect(samples.map(\.status) == [.normal, .hungry, .hungry, .normal, .normal, .full, .full])
        #expect(samples.map(\.store) == ["渋谷店", "渋谷店", "新宿店", "渋谷店", "新宿店", "渋谷店", "渋谷店"])
    }
}
