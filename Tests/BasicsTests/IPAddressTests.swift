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

    @Test func aClientIsCountedByItsIPv4AddressOrItsIPv6Network() {
        #expect(IPAddress.clientKey("192.0.2.7") == "192.0.2.7")
        #expect(IPAddress.clientKey("2001:db8:1:2::7") == "2001:db8:1:2::/64")
        #expect(
            IPAddress.clientKey("2001:0db8:0001:0002:ffff:0:0:1") == "2001:db8:1:2::/64", "any address of it")
        #expect(IPAddress.clientKey("2001:db8:1:3::7") == "2001:db8:1:3::/64")
        #expect(IPAddress.clientKey("::1") == "0:0:0:0::/64")
        #expect(IPAddress.clientKey("::ffff:192.0.2.1") == "192.0.2.1", "an IPv4 client")
        #expect(IPAddress.clientKey("proxy.local") == "proxy.local")
    }
}
