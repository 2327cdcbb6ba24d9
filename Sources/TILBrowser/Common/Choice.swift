/// A row in a picker: an item and whether it is checked.
public struct Choice<Item: Sendable & Equatable>: Sendable, Equatable {
    public let item: Item
    public let isSelected: Bool

    public init(item: Item, isSelected: Bool) {
        self.item = item
        self.isSelected = isSelected
    }
}
