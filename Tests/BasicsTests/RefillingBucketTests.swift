import Basics
import Testing

/// A token bucket's arithmetic: full at first, refilled with time up to its capacity, and the wait
/// until it holds what is asked.
@Suite struct RefillingBucketTests {
    @Test func itRefillsWithTimeUpToItsCapacity() {
        var bucket = RefillingBucket(capacity: 3, rate: 0.5, now: .zero)
        bucket.take(3)
        #expect(bucket.tokens == 0)
        #expect(bucket.wait(until: 1) == .seconds(2))
        bucket.refill(now: .seconds(4))
        #expect(bucket.tokens == 2)
        bucket.refill(now: .seconds(100))
        #expect(bucket.tokens == 3, "never past the capacity")
        bucket.giveBack()
        #expect(bucket.tokens == 3)
    }

    @Test func aTokenTakenEarlyIsAReservation() {
        var bucket = RefillingBucket(capacity: 1, rate: 2, now: .zero)
        bucket.take()
        bucket.take()
        #expect(bucket.wait() == .milliseconds(500), "due when the bucket is back at zero")
        #expect(RefillingBucket(capacity: 1, rate: 0, now: .zero).wait(until: 2) == nil, "never refills")
    }
}
