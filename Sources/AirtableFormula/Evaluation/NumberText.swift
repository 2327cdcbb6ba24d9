/// Numbers as text, the way JavaScript (and so Airtable) prints them: `3` not `3.0`,
/// `0.00001` not `1e-05`, `1e-7`, `1e+21`.
///
/// Swift and JavaScript both print the shortest digits that read back as the same number; only the
/// layout differs, so the digits are taken from Swift and laid out with ECMAScript's
/// Number::toString rules.
package enum NumberText {
    package static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return "0" }
        let (digits, point) = shortestDigits(abs(number))
        return (number < 0 ? "-" : "") + layout(digits: digits, point: point)
    }

    /// The significant digits of `value` (no leading or trailing zeros) and where the decimal point
    /// goes: `value = 0.digits × 10^point`.
    private static func shortestDigits(_ value: Double) -> (digits: [Character], point: Int) {
        let text = "\(value)"
        let mantissa = text.split(separator: "e", maxSplits: 1)
        var exponent = mantissa.count > 1 ? Int(mantissa[1]) ?? 0 : 0
        let parts = mantissa[0].split(separator: ".", omittingEmptySubsequences: false)
        let whole = Array(parts[0])
        let fraction = parts.count > 1 ? Array(parts[1]) : []
        exponent += whole.count
        var digits = whole + fraction
        while digits.first == "0" {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        return (digits, exponent)
    }

    private static func layout(digits: [Character], point: Int) -> String {
        let count = digits.count
        if count <= point, point <= 21 {
            return String(digits) + String(repeating: "0", count: point - count)
        }
        if 0 < point, point <= 21 {
            return String(digits[..<point]) + "." + String(digits[point...])
        }
        if -6 < point, point <= 0 {
            return "0." + String(repeating: "0", count: -point) + String(digits)
        }
        let exponent = point - 1
        let sign = exponent < 0 ? "-" : "+"
        let mantissa = count == 1 ? String(digits) : String(digits[0]) + "." + String(digits[1...])
        return mantissa + "e" + sign + String(abs(exponent))
    }
}
