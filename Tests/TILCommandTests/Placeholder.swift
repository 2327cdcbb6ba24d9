import Testing

@Test func tilcommandPlaceholder() {}
