import Testing

@Test func tilclientPlaceholder() {}
