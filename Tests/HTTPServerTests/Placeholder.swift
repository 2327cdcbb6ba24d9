import Testing

@Test func httpserverPlaceholder() {}
