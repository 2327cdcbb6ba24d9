import Basics
import Testing

/// A wait told in whole seconds (or milliseconds) is never shorter than the wait: any fraction
/// counts as a whole one, and a negative one as none.
@Suite struct DurationSecondsTests {
    @Test(arguments: [
        (Duration.zero, 0), (.seconds(2), 2), (.milliseconds(2_000.5), 3), (.milliseconds(100), 1),
        (.nanoseconds(1), 1), (.seconds(59) + .milliseconds(999), 60),
    ])
    func anyFractionOfASecondCountsAsOne(wait: Duration, seconds: Int) {
        #expect(wait.wholeSecondsRoundedUp == seconds)
    }

    @Test(arguments: [
        (Duration.zero, 0), (.seconds(2), 2_000), (.milliseconds(250), 250), (.microseconds(1), 1),
        (.milliseconds(1) + .nanoseconds(1), 2), (.seconds(-5), 0), (.seconds(Int64.max), Int.max),
    ])
    func anyFractionOfAMillisecondCountsAsOne(setting: Duration, milliseconds: Int) {
        #expect(setting.wholeMillisecondsRoundedUp == milliseconds)
    }
}
