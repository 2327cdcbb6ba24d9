import Basics
import Testing

/// A value holding a secret shows only its masked description, however it is printed.
struct SecretHoldingTests {
    private struct APIKey: SecretHolding {
        var owner: String
        var value: String
        var description: String { "APIKey(owner: \(owner), value: \(secretMask))" }
    }

    @Test func printingDebugPrintingAndDumpingShowTheDescriptionOnly() {
        let key = APIKey(owner: "tim", value: "sk-live-123")
        var dumped = ""
        dump(key, to: &dumped)
        for text in [String(describing: key), String(reflecting: key), dumped] {
            #expect(!text.contains("sk-live-123"))
            #expect(text.contains("APIKey(owner: tim, value: <redacted>)"))
        }
    }

    @Test func aValueInsideAnotherIsMaskedToo() {
        let keys = ["main": APIKey(owner: "tim", value: "sk-live-123")]
        var dumped = ""
        dump(keys, to: &dumped)
        #expect(!dumped.contains("sk-live-123"))
        #expect(!String(describing: keys).contains("sk-live-123"))
    }
}
