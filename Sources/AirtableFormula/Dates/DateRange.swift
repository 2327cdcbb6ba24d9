import Basics

/// The instants a formula date may hold: JavaScript's range, ±8.64 × 10¹⁵ ms around 1970 (about
/// ±273,000 years). Results outside it (`DATEADD` by a billion years, `DATETIME_PARSE` of a huge
/// timestamp) are error values, so calendar arithmetic and formatting never see them.
enum DateRange {
    static let limit: Int64 = 8_640_000_000_000_000

    static func contains(_ time: Timestamp) -> Bool { abs(time.milliseconds) <= limit }

    /// `milliseconds` as a timestamp when it is a finite instant in the range, truncated toward zero
    /// as JavaScript's `Date` does.
    static func timestamp(milliseconds: Double) -> Timestamp? {
        guard milliseconds.isFinite, abs(milliseconds) <= Double(limit) else { return nil }
        return Timestamp(milliseconds: Int64(milliseconds.rounded(.towardZero)))
    }
}
