/// How long to wait, in words a person reads at a glance, rounded up so that whoever waits as told
/// is never early: whole seconds under two minutes, whole minutes under two hours, whole hours
/// beyond (`45 s`, `3 min`, `24 h`; in Japanese `45 秒`, `3 分`, `24 時間`). A server's
/// `Retry-After` of a day is then "try again in 24 h", not "in 86400 s".
package enum WaitText {
    package static func text(_ wait: Duration, in language: Language = .english) -> String {
        let seconds = max(0, wait.wholeSecondsRoundedUp)
        let (amount, english, japanese) =
            if seconds < 120 {
                (seconds, "s", "秒")
            } else if seconds < 7200 {
                (rounded(seconds, up: 60), "min", "分")
            } else {
                (rounded(seconds, up: 3600), "h", "時間")
            }
        return "\(amount) " + language.text(japanese, english)
    }

    /// `seconds` in whole units of `unit` seconds, rounded up.
    private static func rounded(_ seconds: Int, up unit: Int) -> Int {
        seconds / unit + (seconds % unit == 0 ? 0 : 1)
    }
}
