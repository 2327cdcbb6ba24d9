import Terminal
import Testing

/// Menu choices split into a verb and its argument; JSON for scripts is stable.
struct MenuChoiceTests {
    @Test func splitsTheVerbFromTheArgument() {
        let choice = MenuChoice("  C  Pro Glib  ")
        #expect(choice.verb == "c")
        #expect(choice.argument == "Pro Glib")
        #expect(MenuChoice("d 3").argumentNumber == 3)
        #expect(MenuChoice("12").number == 12)
        #expect(MenuChoice("").verb == "")
        #expect(MenuChoice("x").number == nil)
    }

    /// What a Japanese input method types: full-width letters, digits and space.
    @Test func readsAFullWidthVerbAndNumberAsTheHalfWidthOnes() {
        let choice = MenuChoice("Ｄ　３")
        #expect(choice.verb == "d")
        #expect(choice.argumentNumber == 3)
        #expect(MenuChoice("１２").number == 12)
        #expect(MenuChoice("Ｃ　Ｐｒｏ").argument == "Ｐｒｏ", "an argument stays as typed")
    }

    @Test func writesSortedPrettyJSONWithCompactEmptyCollections() {
        struct Value: Encodable {
            let b: [Int] = []
            let a = "x/y"
        }
        #expect(JSONText.pretty(Value()) == "{\n  \"a\" : \"x/y\",\n  \"b\" : []\n}")
        #expect(JSONText.compact(Value()) == #"{"a":"x/y","b":[]}"#)
    }
}
