import Basics
import Testing

/// An address is what `inet_pton` reads as one; a name that merely looks numeric is not.
struct IPAddressTests {
    @Test(arguments: ["127.0.0.1", "10.0.0.1", "::1", "2001:db8::1", "::ffff:192.0.2.1"])
    func anAddressIsNumeric(text: String) {
        #expect(IPAddress.isNumeric(text))
    }

    @Test(arguments: ["example.com", "localhost", "1.2.3", "1.2.3.4.example.com", "[::1]", "256.0.0.1", ""])
    func aNameOrAMalformedAddressIsNot(text: String) {
        #expect(!IPAddress.isNumeric(text))
    }
}
