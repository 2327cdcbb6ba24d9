import Basics

/// The fixed text forms of dates: ISO 8601 (how a date reads inside text) and `DATESTR`'s.
enum DateText {
    /// `2026-12-01T09:30:00.000Z`: what a date becomes when joined with `&`.
    static func iso8601(_ time: Timestamp) -> String {
        MomentFormat.format(time, with: MomentFormat.iso8601)
    }

    /// `2026-12-01`, for `DATESTR`.
    static func day(_ time: Timestamp) -> String {
        MomentFormat.format(time, with: MomentFormat.pieces(of: "YYYY-MM-DD"))
    }
}
