import Foundation

/// The instants a formula date may hold: JavaScript's range, ±8.64 × 10¹⁵ ms around 1970 (about
/// ±273,000 years). Results outside it (`DATEADD` by a billion years, `DATETIME_PARSE` of a huge
/// timestamp) are error values, so calendar arithmetic and formatting never see them.
enum DateRange {
    static let limit: TimeInterval = 8.64e12

    static func contains(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite && abs(seconds) <= limit
    }
}
