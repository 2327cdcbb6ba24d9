import Testing

@testable import Basics

/// A host in a URL: an IPv6 address in brackets, anything else as it is.
@Suite struct URLHostTests {
    @Test(arguments: [
        ("::1", "[::1]"), ("fe80::1%eth0", "[fe80::1%eth0]"), ("[::1]", "[::1]"), ("127.0.0.1", "127.0.0.1"),
        ("localhost", "localhost"),
    ])
    func anIPv6AddressIsBracketed(host: String, written: String) {
        #expect(URLHost.bracketed(host) == written)
    }
}
