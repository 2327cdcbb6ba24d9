import AirtableFormula

/// Date functions. The clock is Tuesday 1 December 2026, 10:15:30 UTC; {Due} is Saturday 5 December.
enum DateCases {
    static let all: [FormulaCase] = [
        FormulaCase("TODAY()", date("2026-12-01T00:00:00Z")),
        FormulaCase("NOW()", date("2026-12-01T10:15:30Z")),
        FormulaCase("CREATED_TIME()", date("2026-11-01T08:00:00Z")),
        FormulaCase("LAST_MODIFIED_TIME()", date("2026-11-30T12:00:00Z")),
        // DATETIME_PARSE
        FormulaCase("DATETIME_PARSE('2023-12-01')", date("2023-12-01T00:00:00Z")),
        FormulaCase("DATETIME_PARSE('2023-12-01T12:34:56.000Z')", date("2023-12-01T12:34:56Z")),
        FormulaCase("DATETIME_PARSE('2023-12-01T12:34:56+02:00')", date("2023-12-01T10:34:56Z")),
        FormulaCase("DATETIME_PARSE('2023-12-01 08:30')", date("2023-12-01T08:30:00Z")),
        FormulaCase("DATETIME_PARSE('12/1/2023')", date("2023-12-01T00:00:00Z")),
        FormulaCase(#"DATETIME_PARSE("4 Mar 2017 23:00", 'D MMM YYYY HH:mm')"#, date("2017-03-04T23:00:00Z")),
        FormulaCase(#"DATETIME_PARSE("10/31/2023", "MM/DD/YYYY")"#, date("2023-10-31T00:00:00Z")),
        FormulaCase(
            #"DATETIME_PARSE("31.10.2023 5:07 pm", "DD.MM.YYYY h:mm a")"#, date("2023-10-31T17:07:00Z")),
        FormulaCase(#"DATETIME_PARSE("1549008000", "X")"#, date("2019-02-01T08:00:00Z")),
        FormulaCase(#"DATETIME_PARSE("March 5th, 2024", "MMMM Do, YYYY")"#, date("2024-03-05T00:00:00Z")),
        FormulaCase("ISERROR(DATETIME_PARSE('not a date'))", yes),
        FormulaCase("ISERROR(DATETIME_PARSE('2023-02-30'))", yes),
        FormulaCase("DATETIME_PARSE({Due})", date("2026-12-05T00:00:00Z")),
        // DATESTR, TIMESTR and DATETIME_FORMAT
        FormulaCase("DATESTR({Due})", text("2026-12-05")),
        FormulaCase("DATESTR('2023-12-01T23:59:00Z')", text("2023-12-01")),
        FormulaCase("TIMESTR({Start Date})", text("15:30:00")),
        FormulaCase("DATETIME_FORMAT({Due}, 'YYYY-MM-DD')", text("2026-12-05")),
        FormulaCase(
            "DATETIME_FORMAT('2026-12-05T09:05:03Z', 'YYYY-MM-DD HH:mm:ss')", text("2026-12-05 09:05:03")),
        FormulaCase("DATETIME_FORMAT('2026-12-05T09:05:03Z', 'M/D/YYYY h:mm A')", text("12/5/2026 9:05 AM")),
        FormulaCase("DATETIME_FORMAT({Start Date}, 'h:mm a')", text("3:30 pm")),
        FormulaCase("DATETIME_FORMAT({Due}, 'LL')", text("December 5, 2026")),
        FormulaCase("DATETIME_FORMAT({Due}, 'L')", text("12/05/2026")),
        FormulaCase("DATETIME_FORMAT({Due}, 'dddd')", text("Saturday")),
        FormulaCase("DATETIME_FORMAT({Due}, 'ddd, Do MMM YY')", text("Sat, 5th Dec 26")),
        FormulaCase("DATETIME_FORMAT({Due}, 'Q')", text("4")),
        FormulaCase("DATETIME_FORMAT({Due}, '[Week of] MMMM')", text("Week of December")),
        FormulaCase("DATETIME_FORMAT({Due})", text("2026-12-05T00:00:00.000Z")),
        // SET_TIMEZONE: DATETIME_FORMAT writes the date as a clock in that zone shows it, with the
        // zone's offset at that instant (summer time included); everything else keeps the instant.
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2026-12-04T16:30:00Z', 'Asia/Tokyo'), 'YYYY-MM-DD HH:mm Z ZZ')",
            text("2026-12-05 01:30 +09:00 +0900")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2026-07-01T12:00:00Z', 'America/New_York'), 'h:mm A Z')",
            text("8:00 AM -04:00")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2026-01-15T12:00:00Z', 'America/New_York'), 'dddd h:mm A ZZ')",
            text("Thursday 7:00 AM -0500")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2026-12-04T00:00:00Z', 'Asia/Kolkata'), 'HH:mm Z')",
            text("05:30 +05:30")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2026-12-04T16:30:00Z', 'Asia/Tokyo'))",
            text("2026-12-05T01:30:00.000+09:00")),
        FormulaCase("DATETIME_FORMAT(SET_TIMEZONE({Due}, 'UTC'))", text("2026-12-05T00:00:00.000+00:00")),
        FormulaCase("DATETIME_FORMAT(SET_TIMEZONE({Due}, 'utc'), 'YYYY-MM-DD')", text("2026-12-05")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE('2019-02-01T08:00:00Z', 'Asia/Tokyo'), 'X')", text("1549008000")),
        FormulaCase("DATETIME_DIFF(SET_TIMEZONE(NOW(), 'Asia/Tokyo'), NOW())", number(0)),
        FormulaCase("IS_SAME(SET_TIMEZONE(NOW(), 'Pacific/Kiritimati'), NOW())", yes),
        FormulaCase("DATESTR(SET_TIMEZONE('2026-12-04T16:30:00Z', 'Asia/Tokyo'))", text("2026-12-04")),
        FormulaCase("SET_TIMEZONE(NOW(), 'Asia/Tokyo') = NOW()", yes),
        FormulaCase("ISERROR(SET_TIMEZONE(NOW(), 'Mars/Olympus_Mons'))", yes),
        FormulaCase("ISERROR(SET_TIMEZONE(NOW(), '../../etc/passwd'))", yes),
        FormulaCase("ISERROR(SET_TIMEZONE('not a date', 'Asia/Tokyo'))", yes),
        FormulaCase("SET_TIMEZONE(BLANK(), 'Asia/Tokyo') = BLANK()", yes),
        // SET_LOCALE: moment.js's Japanese words and shorthands; English is the default.
        FormulaCase("DATETIME_FORMAT({Due}, 'lll')", text("Dec 5, 2026 12:00 AM")),
        FormulaCase("DATETIME_FORMAT({Due}, 'llll')", text("Sat, Dec 5, 2026 12:00 AM")),
        FormulaCase(
            "DATETIME_FORMAT(SET_LOCALE({Due}, 'en'), 'LLLL')", text("Saturday, December 5, 2026 12:00 AM")),
        FormulaCase("DATETIME_FORMAT(SET_LOCALE({Due}, 'ja'), 'LL')", text("2026年12月5日")),
        FormulaCase("DATETIME_FORMAT(SET_LOCALE({Due}, 'JA'), 'LLLL')", text("2026年12月5日 土曜日 00:00")),
        FormulaCase("DATETIME_FORMAT(SET_LOCALE({Due}, 'ja'), 'llll')", text("2026年12月5日(土) 00:00")),
        FormulaCase("DATETIME_FORMAT(SET_LOCALE({Due}, 'ja'), 'L LT')", text("2026/12/05 00:00")),
        FormulaCase(
            "DATETIME_FORMAT(SET_LOCALE(SET_TIMEZONE('2026-12-04T16:30:00Z', 'Asia/Tokyo'), 'ja'), 'MMM Do ddd A h:mm')",
            text("12月 5日 土 午前 1:30")),
        FormulaCase(
            "DATETIME_FORMAT(SET_TIMEZONE(SET_LOCALE('2026-12-04T05:30:00Z', 'ja'), 'Asia/Tokyo'), 'MMMM dddd a h時')",
            text("12月 金曜日 午後 2時")),
        FormulaCase("SET_LOCALE({Due}, 'ja') = {Due}", yes),
        FormulaCase("ISERROR(SET_LOCALE({Due}, 'fr'))", yes),
        FormulaCase("ISERROR(SET_LOCALE('not a date', 'ja'))", yes),
        // DATETIME_PARSE reads what SET_LOCALE writes; a locale it does not know reads English.
        FormulaCase("DATETIME_PARSE('2026年12月5日', 'LL', 'ja')", date("2026-12-05T00:00:00Z")),
        FormulaCase("DATETIME_PARSE('2026年12月5日(土) 15:04', 'llll', 'ja')", date("2026-12-05T15:04:00Z")),
        FormulaCase(
            "DATETIME_PARSE('12月 5日 午後 3:04 2026', 'MMM Do A h:mm YYYY', 'ja')", date("2026-12-05T15:04:00Z")),
        FormulaCase("DATETIME_PARSE('午前 12:30 2026/12/05', 'A h:mm L', 'JA')", date("2026-12-05T00:30:00Z")),
        FormulaCase("DATETIME_PARSE('December 5, 2026', 'LL', 'fr')", date("2026-12-05T00:00:00Z")),
        FormulaCase("ISERROR(DATETIME_PARSE('2026年12月5日', 'LL'))", yes),
        FormulaCase(
            "DATETIME_PARSE(DATETIME_FORMAT(SET_LOCALE('2026-12-05T15:04:00Z', 'ja'), 'LLLL'), 'LLLL', 'ja')",
            date("2026-12-05T15:04:00Z")),
        // DATETIME_DIFF: first minus second, truncated toward zero; seconds by default.
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'days')", number(5)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'd')", number(5)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'hours')", number(121)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'minutes')", number(7260)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00')", number(435_600)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'ms')", number(435_600_000)),
        FormulaCase(
            "DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'fortnights')", number(435_600_000)),
        FormulaCase("DATETIME_DIFF('2019-04-06 12:00', '2019-04-01 11:00', 'weeks')", number(0)),
        FormulaCase("DATETIME_DIFF('2019-04-01', '2019-04-06', 'days')", number(-5)),
        FormulaCase("DATETIME_DIFF('2024-03-15', '2024-01-20', 'months')", number(1)),
        FormulaCase("DATETIME_DIFF('2024-03-15', '2024-01-20', 'M')", number(1)),
        FormulaCase("DATETIME_DIFF('2026-01-01', '2020-06-01', 'years')", number(5)),
        FormulaCase("DATETIME_DIFF('2026-01-01', '2025-01-01', 'quarters')", number(4)),
        FormulaCase("DATETIME_DIFF(NOW(), CREATED_TIME(), 'days')", number(30)),
        FormulaCase("DATETIME_DIFF({Due}, TODAY(), 'days')", number(4)),
        // DATEADD
        FormulaCase("DATEADD('2019-07-10', 10, 'days')", date("2019-07-20T00:00:00Z")),
        // Beyond the dates a formula may hold: an error value, never an overflow.
        FormulaCase("ISERROR(DATEADD('1-1-1', 3e8, 'y'))", yes),
        FormulaCase("ISERROR(DATEADD('2026-01-01', -999999999, 'years'))", yes),
        FormulaCase("ISERROR(DATEADD('2026-01-01', 999999999, 'quarters'))", yes),
        FormulaCase("ISERROR(DATEADD('2026-01-01', 999999999, 'weeks'))", yes),
        FormulaCase("ISERROR(DATEADD('2026-01-01', 270000, 'years'))", no),
        FormulaCase("DATEADD('2024-01-31', 1, 'months')", date("2024-02-29T00:00:00Z")),
        FormulaCase("DATEADD({Due}, -1, 'weeks')", date("2026-11-28T00:00:00Z")),
        FormulaCase("DATEADD('2026-01-01T00:00:00Z', 90, 'minutes')", date("2026-01-01T01:30:00Z")),
        FormulaCase("DATEADD('2024-02-29', 1, 'years')", date("2025-02-28T00:00:00Z")),
        FormulaCase("DATEADD('2026-01-01', 2, 'quarters')", date("2026-07-01T00:00:00Z")),
        FormulaCase("DATEADD({Notes}, 1, 'days')", .blank),
        // IS_SAME / IS_BEFORE / IS_AFTER
        FormulaCase("IS_SAME('2026-12-01T10:00:00Z', TODAY(), 'day')", yes),
        FormulaCase("IS_SAME({Due}, '2026-12-05')", yes),
        FormulaCase("IS_SAME({Due}, '2026-12-05T00:00:01Z')", no),
        FormulaCase("IS_SAME({Due}, '2026-11-30', 'week')", yes),
        FormulaCase("IS_SAME({Due}, '2026-12-07', 'week')", no),
        FormulaCase("IS_SAME({Due}, '2026-12-31', 'month')", yes),
        FormulaCase("IS_SAME({Due}, '2026-10-01', 'quarter')", yes),
        FormulaCase("IS_SAME({Due}, '2025-12-05', 'year')", no),
        FormulaCase("IS_SAME({Start Date}, '2026-11-30T15:59:00Z', 'hour')", yes),
        FormulaCase("IS_BEFORE({Due}, TODAY())", no),
        FormulaCase("IS_AFTER({Due}, TODAY())", yes),
        FormulaCase("IS_AFTER({Start Date}, {Due})", no),
        FormulaCase("IS_BEFORE({Start Date}, '2026-12-01')", yes),
        FormulaCase("IS_BEFORE({Notes}, TODAY())", .blank),
        FormulaCase("ISERROR(IS_BEFORE('soon', TODAY()))", yes),
        // Parts
        FormulaCase("YEAR({Due})", number(2026)),
        FormulaCase("MONTH({Due})", number(12)),
        FormulaCase("DAY({Due})", number(5)),
        FormulaCase("WEEKDAY({Due})", number(6)),
        FormulaCase("WEEKDAY({Due}, 'Monday')", number(5)),
        FormulaCase("WEEKNUM({Due})", number(49)),
        FormulaCase("WEEKNUM('2026-01-03')", number(1)),
        FormulaCase("WEEKNUM('2026-01-04')", number(2)),
        FormulaCase("HOUR({Start Date})", number(15)),
        FormulaCase("MINUTE({Start Date})", number(30)),
        FormulaCase("SECOND(NOW())", number(30)),
    ]
}
