import Testing

@Test func tilserverPlaceholder() {}
