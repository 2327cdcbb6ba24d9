import Testing

@Test func sqlPlaceholder() {}
