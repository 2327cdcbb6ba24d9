import Basics
import Testing

/// `BoundedCache`: at most `capacity` values, the least recently used (stored or read) dropped
/// first and handed back.
@Suite struct BoundedCacheTests {
    @Test func storingPastTheCapacityDropsTheLeastRecentlyUsed() {
        var cache = BoundedCache<String, Int>(capacity: 2)
        #expect(cache.store(1, for: "a") == [])
        #expect(cache.store(2, for: "b") == [])
        #expect(cache.value(for: "a") == 1)  // "b" is now the least recently used

        #expect(cache.store(3, for: "c") == [2])

        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.count == 2)
    }

    @Test func replacingAValueHandsTheOldOneBackAndDropsNothingElse() {
        var cache = BoundedCache<String, Int>(capacity: 2)
        cache.store(1, for: "a")
        cache.store(2, for: "b")

        #expect(cache.store(10, for: "a") == [1])
        #expect(cache.count == 2)
        #expect(cache.store(3, for: "c") == [2])
    }

    @Test func removingHandsTheValuesBack() {
        var cache = BoundedCache<String, Int>(capacity: 3)
        cache.store(1, for: "a")
        cache.store(2, for: "b")

        #expect(cache.removeValue(for: "a") == 1)
        #expect(cache.removeValue(for: "a") == nil)
        #expect(cache.removeAll() == [2])
        #expect(cache.isEmpty)
    }

    @Test func aCapacityBelowOneHoldsOne() {
        var cache = BoundedCache<Int, Int>(capacity: 0)
        cache.store(1, for: 1)
        #expect(cache.store(2, for: 2) == [1])
        #expect(cache.capacity == 1)
    }
}
