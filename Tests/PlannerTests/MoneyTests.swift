import Planner
import Testing

/// Fees are whole cents, so totals add up exactly.
struct MoneyTests {
    @Test func parsesAmountsWithUpToTwoDecimals() {
        #expect(Money(parsing: "120")?.cents == 12_000)
        #expect(Money(parsing: "99.5")?.cents == 9_950)
        #expect(Money(parsing: "99.05")?.cents == 9_905)
        #expect(Money(parsing: "0.10")?.description == "0.10")
    }

    /// What a Japanese input method types: full-width digits and point, read as the ASCII ones
    /// (other scripts' digits are not).
    @Test func readsFullWidthDigits() {
        #expect(Money(parsing: "１２０")?.cents == 12_000)
        #expect(Money(parsing: "９９．５")?.cents == 9_950)
    }

    @Test func readsADecimalComma() {
        #expect(Money(parsing: "150,50")?.cents == 15_050)
        #expect(Money(parsing: "99,5")?.cents == 9_950)
    }

    @Test(arguments: [
        "", "1.234", "-3", "1e3", "1,500", "1.500,50", "1,5,0", ",5", "5,", ".5", "5.", "12 ", "NaN", "١٢",
    ])
    func rejectsOtherText(_ text: String) {
        #expect(Money(parsing: text) == nil)
    }

    @Test func roundsAirtableNumbersToTheCentAndAddsExactly() throws {
        let sum = try #require(Money(amount: 0.1)) + (try #require(Money(amount: 0.2)))
        #expect(sum == Money(cents: 30))
        #expect(sum.amount == 0.3)
        #expect(Money(amount: .nan) == nil)
        #expect(Money(cents: .max) + Money(cents: 1) == Money(cents: .max))
        #expect(Money(amount: 1e20) == nil)
    }
}
