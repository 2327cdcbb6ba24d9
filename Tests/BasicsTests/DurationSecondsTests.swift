import Basics
import Testing

/// A wait told in whole seconds is never shorter than the wait: any fraction counts as a second.
@Suite struct DurationSecondsTests {
    @Test(arguments: [
        (Duration.zero, 0), (.seconds(2), 2), (.milliseconds(2_000.5), 3), (.milliseconds(100), 1),
        (.nanoseconds(1), 1), (.seconds(59) + .milliseconds(999), 60),
    ])
    func anyFractionOfASecondCountsAsOne(wait: Duration, seconds: Int) {
        #expect(wait.wholeSecondsRoundedUp == seconds)
    }
}
