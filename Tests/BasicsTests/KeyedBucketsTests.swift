import Basics
import Testing

/// Buckets by key: each key has its own, a take is all of a request's keys or none, several taken
/// together wait until all are there, and refilled buckets are forgotten once there are too many.
@Suite struct KeyedBucketsTests {
    @Test func eachKeyHasItsOwnBucket() {
        let clock = ManualClock()
        let buckets = KeyedBuckets(refillInterval: .seconds(10), clock: clock)
        #expect(buckets.take([("a", 2)]) == nil)
        #expect(buckets.take([("a", 2)]) == nil)
        #expect(buckets.take([("a", 2)]) == 10, "empty: one token comes in 10 s")
        #expect(buckets.take([("b", 2)]) == nil, "another key is untouched")
        clock.advance(by: .seconds(4))
        #expect(buckets.wait([("a", 2)]) == 6)
        clock.advance(by: .seconds(6))
        #expect(buckets.take([("a", 2)]) == nil)
    }

    @Test func aTakeIsAllOfItsKeysOrNone() {
        let buckets = KeyedBuckets(refillInterval: .seconds(1), clock: ManualClock())
        #expect(buckets.take([("a", 1)]) == nil)
        #expect(buckets.take([("a", 1), ("b", 1)]) == 1)
        #expect(buckets.take([("b", 1)]) == nil, "the refused take left b's token alone")
    }

    @Test func aTakeOfSeveralWaitsUntilTheBucketHoldsThemAll() {
        let clock = ManualClock()
        let buckets = KeyedBuckets(refillInterval: .seconds(10), clock: clock)
        #expect(buckets.take([("a", 5)], amount: 3) == nil)
        #expect(buckets.take([("a", 5)], amount: 3) == 10, "2 left: one more comes in 10 s")
        #expect(buckets.take([("a", 5)], amount: 2) == nil, "the refused take took nothing")
        buckets.giveBack([("a", 5)], amount: 10)
        #expect(buckets.wait([("a", 5)]) == nil, "given back up to the capacity")
        #expect(buckets.take([("a", 5)], amount: 5) == nil)
        #expect(buckets.take([("a", 5)], amount: 6) == 60, "more than the capacity: never, said as a wait")
    }

    @Test func refilledBucketsAreForgottenPastTheKeptKeys() {
        let clock = ManualClock()
        let buckets = KeyedBuckets(refillInterval: .seconds(1), clock: clock, keptKeys: 2)
        for key in ["a", "b", "c"] { #expect(buckets.take([(key, 2)]) == nil) }
        clock.advance(by: .seconds(1))
        // a, b and c have refilled and are forgotten: a is full again, as a new key would be.
        #expect(buckets.take([("a", 2)], amount: 2) == nil)
        #expect(buckets.take([("a", 2)]) == 1, "a was emptied")
        // Still refilling, a bucket is kept, whatever the number held.
        for key in ["d", "e", "f"] { #expect(buckets.take([(key, 2)], amount: 2) == nil) }
        #expect(buckets.take([("d", 2)]) == 1)
    }
}
