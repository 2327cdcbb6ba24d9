extension BinaryInteger {
    /// The number in decimal with leading zeros up to `width` digits, its sign before them:
    /// `7` → `007`, `-7` → `-007` (for a width of 3). A longer number is written whole.
    package func zeroPadded(to width: Int) -> String {
        let digits = String(self.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (self < 0 ? "-" : "") + zeros + digits
    }
}
