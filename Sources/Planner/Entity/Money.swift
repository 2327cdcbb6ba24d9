import Basics

/// A fee in whole cents, so that totals add up exactly (Airtable's currency fields have two decimals).
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    public static let zero = Money(cents: 0)

    /// The most digits before the decimals that ``init(parsing:)`` reads.
    public static let maxWholeDigits = 12

    /// Parses `120`, `99.5` or `99.50`, or with a decimal comma, `150,50` as translators in much of
    /// Europe write it: digits, then at most two decimals. `nil` for anything else, `1,500` included
    /// (three digits after the comma: a thousands separator, not cents). Digits typed full-width
    /// (`１２０`) are read as the ASCII ones.
    public init?(parsing text: String) {
        let text = text.halfWidth
        let separator: Character = text.contains(",") && !text.contains(".") ? "," : "."
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            whole.count <= Self.maxWholeDigits,
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : "00"
        guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        if fraction.count == 1 { fraction += "0" }
        guard let units = Int(whole), let hundredths = Int(fraction) else { return nil }
        cents = units * 100 + hundredths
    }

    /// The nearest cent to an amount such as Airtable's `99.5`; `nil` for amounts that are not finite
    /// or too large.
    public init?(amount: Double) {
        guard amount.isFinite, abs(amount) < 1e13 else { return nil }
        cents = Int((amount * 100).rounded())
    }

    /// The amount as a number (`99.5`), as Airtable and the JSON output carry it.
    public var amount: Double { Double(cents) / 100 }

    /// `99.50`.
    public var description: String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let fraction = absolute % 100
        return "\(sign)\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The sum; it stops at the largest amount instead of overflowing (never for real fees).
    public static func + (lhs: Money, rhs: Money) -> Money {
        let (sum, overflow) = lhs.cents.addingReportingOverflow(rhs.cents)
        return Money(cents: overflow ? (lhs.cents > 0 ? .max : .min) : sum)
    }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
}
