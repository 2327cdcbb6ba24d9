import Testing

@Test func transportPlaceholder() {}
