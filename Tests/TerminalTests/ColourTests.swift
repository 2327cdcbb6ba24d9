import Terminal
import Testing

/// Colour only on terminals, never with `NO_COLOR` or a dumb terminal.
@Suite struct ColourTests {
    @Test func policy() {
        #expect(ColourPolicy.wantsColour(environment: [:], isTerminal: true))
        #expect(!ColourPolicy.wantsColour(environment: [:], isTerminal: false))
        #expect(!ColourPolicy.wantsColour(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(ColourPolicy.wantsColour(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!ColourPolicy.wantsColour(environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test func stylesApplyOnlyWhenEnabled() {
        #expect(Stylist(enabled: true).apply("x", .bold, .red) == "\u{1B}[1;31mx\u{1B}[0m")
        #expect(Stylist(enabled: false).apply("x", .bold) == "x")
        #expect(Stylist(enabled: true).apply("", .bold) == "")
    }
}
