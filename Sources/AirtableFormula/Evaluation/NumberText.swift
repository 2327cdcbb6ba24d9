/// Numbers as text, the way JavaScript (and so Airtable) prints them: `3`, not `3.0`.
enum NumberText {
    static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == number.rounded(), abs(number) < 1e21 {
            if abs(number) < 9e15 { return String(Int64(number)) }
        }
        return "\(number)"
    }
}
