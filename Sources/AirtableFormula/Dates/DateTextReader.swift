import Foundation

/// A cursor over date text that reads one moment.js token at a time into `DateFields`, with the
/// month names and meridiems of `locale`.
struct DateTextReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private let locale: MomentLocale

    init(_ text: String, locale: MomentLocale = .english) {
        scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        self.locale = locale
    }

    var isAtEnd: Bool { index >= scalars.count }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Skips what cannot start a value (lenient parsing ignores separators that do not match).
    mutating func skipSeparators() {
        while let scalar = current, !scalar.properties.isAlphabetic, !isDigit(scalar), scalar != "+",
            scalar != "-"
        {
            index += 1
        }
    }

    /// Matches literal text: spaces match any run of spaces; other characters must be there when
    /// strict (case-insensitively) and are skipped over when not.
    mutating func match(literal: String, strict: Bool) -> Bool {
        for expected in literal.unicodeScalars {
            if expected == " " {
                while current == " " { index += 1 }
            } else if let scalar = current,
                scalar.properties.lowercaseMapping == expected.properties.lowercaseMapping
            {
                index += 1
            } else if strict {
                return false
            }
        }
        return true
    }

    mutating func read(_ token: String, into fields: inout DateFields) -> Bool {
        switch token {
        case "YYYY": return number(maxDigits: 4).map { fields.year = $0 } != nil
        case "YY": return number(maxDigits: 2).map { fields.year = $0 > 68 ? 1900 + $0 : 2000 + $0 } != nil
        case "M", "MM": return number(maxDigits: 2).map { fields.month = $0 } != nil
        case "MMM", "MMMM": return monthName().map { fields.month = $0 } != nil
        case "D", "DD": return number(maxDigits: 2).map { fields.day = $0 } != nil
        case "Do":
            guard let day = number(maxDigits: 2) else { return false }
            fields.day = day
            while let scalar = current, scalar.properties.isAlphabetic { index += 1 }
            return true
        case "H", "HH", "h", "hh": return number(maxDigits: 2).map { fields.hour = $0 } != nil
        case "m", "mm": return number(maxDigits: 2).map { fields.minute = $0 } != nil
        case "s", "ss": return number(maxDigits: 2).map { fields.second = $0 } != nil
        case "S", "SS", "SSS": return fraction().map { fields.millisecond = $0 } != nil
        case "A", "a": return meridiem().map { fields.isAfternoon = $0 } != nil
        case "Z", "ZZ": return offset().map { fields.offsetSeconds = $0 } != nil
        case "X": return decimal(scaledBy: 3).map { fields.timestamp = $0 } != nil
        case "x": return decimal(scaledBy: 0).map { fields.timestamp = $0 } != nil
        case "d", "ddd", "dddd":
            while let scalar = current, scalar.properties.isAlphabetic || isDigit(scalar) { index += 1 }
            return true
        default: return false
        }
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { "0"..."9" ~= scalar }

    private mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var digits = 0
        while digits < maxDigits, let scalar = current, isDigit(scalar) {
            value = value * 10 + Int(scalar.value - 48)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// The digits of a fraction of a second as whole milliseconds: `035` is 35, `5` is 500, `0359`
    /// is 35 (digits past the third are dropped).
    private mutating func fraction() -> Int? {
        var milliseconds = 0
        var digits = 0
        while let scalar = current, isDigit(scalar) {
            if digits < 3 { milliseconds = milliseconds * 10 + Int(scalar.value - 48) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in min(digits, 3)..<3 { milliseconds *= 10 }
        return milliseconds
    }

    /// A decimal number times 10^`scale`, read from its digits (so `1796325000.035` seconds is
    /// exactly 1796325000035 ms), with the digits past the scale dropped toward zero.
    private mutating func decimal(scaledBy scale: Int) -> Double? {
        var negative = false
        if current == "-" {
            negative = true
            index += 1
        }
        var whole: Double = 0
        var digits = 0
        while let scalar = current, isDigit(scalar) {
            whole = whole * 10 + Double(scalar.value - 48)
            digits += 1
            index += 1
        }
        var fractionDigits = 0
        if current == "." {
            index += 1
            while let scalar = current, isDigit(scalar) {
                if fractionDigits < scale {
                    whole = whole * 10 + Double(scalar.value - 48)
                    fractionDigits += 1
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        for _ in fractionDigits..<scale { whole *= 10 }
        return negative ? -whole : whole
    }

    /// A month as `locale` names it in full or short (`December`, `Dec`, `12月`), or three letters
    /// or more that start an English month's name (`Sept`).
    private mutating func monthName() -> Int? {
        if let listed = word(among: locale.months + locale.shortMonths) { return listed % 12 + 1 }
        var word = ""
        while let scalar = current, scalar.properties.isAlphabetic {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        guard word.count >= 3 else { return nil }
        let lowered = word.lowercased()
        return MomentLocale.englishMonths.firstIndex { $0.lowercased().hasPrefix(lowered) }.map { $0 + 1 }
    }

    /// Whether the time is after noon: `locale`'s words (`AM`/`PM` in any case, `午前`/`午後`), or
    /// `a`/`p` alone.
    private mutating func meridiem() -> Bool? {
        if let listed = word(among: [locale.meridiems.beforeNoon, locale.meridiems.afterNoon]) {
            return listed == 1
        }
        guard let first = current?.properties.lowercaseMapping else { return nil }
        guard first == "a" || first == "p" else { return nil }
        index += 1
        if current?.properties.lowercaseMapping == "m" { index += 1 }
        return first == "p"
    }

    /// The position in `words` of the longest one the text goes on with, ASCII letters in any case,
    /// and not followed by another letter (`Sep` is not read from `Sept`); the cursor moves past it.
    private mutating func word(among words: [String]) -> Int? {
        var best: (position: Int, length: Int)?
        for (position, candidate) in words.enumerated() {
            var end = index
            for expected in candidate.unicodeScalars {
                guard end < scalars.count, Self.fold(scalars[end]) == Self.fold(expected) else {
                    end = -1
                    break
                }
                end += 1
            }
            guard end > index, end - index > best?.length ?? 0 else { continue }
            if end == scalars.count || !scalars[end].properties.isAlphabetic {
                best = (position, end - index)
            }
        }
        guard let best else { return nil }
        index += best.length
        return best.position
    }

    /// `scalar`'s value, ASCII capitals as small letters.
    private static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        "A"..."Z" ~= scalar ? scalar.value + 32 : scalar.value
    }

    /// `Z`, `+05:30`, `-0800`.
    private mutating func offset() -> Int? {
        guard let sign = current else { return nil }
        if sign == "Z" || sign == "z" {
            index += 1
            return 0
        }
        guard sign == "+" || sign == "-" else { return nil }
        index += 1
        guard let hours = number(maxDigits: 2) else { return nil }
        if current == ":" { index += 1 }
        let minutes = number(maxDigits: 2) ?? 0
        let total = hours * 3600 + minutes * 60
        return sign == "-" ? -total : total
    }
}
