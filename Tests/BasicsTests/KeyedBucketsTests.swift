import Basics
import Testing

/// Buckets by key: each key has its own, a take is all of a request's keys or none, a charge may
/// run into debt, and refilled buckets are forgotten once there are too many.
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

    @Test func aChargeIsADebtWaitedOut() {
        let clock = ManualClock()
        let buckets = KeyedBuckets(refillInterval: .seconds(10), clock: clock)
        buckets.charge([("a", 3)], amount: 5)
        #expect(buckets.wait([("a", 3)]) == 30, "from -2 to 1 token")
        buckets.giveBack([("a", 3)], amount: 10)
        #expect(buckets.wait([("a", 3)]) == nil, "given back up to the capacity")
        #expect(buckets.take([("a", 3)], amount: 3) == nil)
        #expect(buckets.take([("a", 3)]) == 10)
    }

    @Test func refilledBucketsAreForgottenPastTheKeptKeys() {
        let clock = ManualClock()
        let buckets = KeyedBuckets(refillInterval: .seconds(1), clock: clock, keptKeys: 2)
        for key in ["a", "b", "c"] { #expect(buckets.take([(key, 1)]) == nil) }
        #expect(buckets.take([("d", 1)]) == nil)
        // "a" is still empty: pruning keeps a bucket that has not refilled.
        #expect(buckets.take([("a", 1)]) == 1)
    }
}
