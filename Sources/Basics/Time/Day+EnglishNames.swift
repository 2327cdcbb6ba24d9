/// Days of the week and months named in English, for dates written out for people (the planner's
/// headings, the meal log's English texts).
extension Day {
    /// Sunday first: index 0 is Sunday, 6 Saturday.
    package static let englishWeekdayNames = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
    package static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `Sunday` … `Saturday`.
    package var weekdayName: String { Self.englishWeekdayNames[isoWeekday % 7] }

    /// `January` … `December`.
    package var monthName: String { Self.englishMonthNames[month - 1] }
}
