import Testing

@Test func courierPlaceholder() {}
