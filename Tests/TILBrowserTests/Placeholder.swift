import Testing

@Test func tilbrowserPlaceholder() {}
