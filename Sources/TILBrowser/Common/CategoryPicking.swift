import TILModels

/// A screen whose categories are picked by their place in the list: Add To Category and Remove
/// From Category.
@MainActor
public protocol CategoryPicking: AnyObject {
    /// The categories offered, in the order shown.
    var categories: [TILModels.Category] { get }
    /// Loads the categories to offer.
    func load() async
    /// Picks `category`.
    func select(_ category: TILModels.Category) async
}

extension CategoryPicking {
    /// Picks the category at `index` in ``categories``; an index out of range picks nothing.
    public func select(at index: Int) async {
        guard categories.indices.contains(index) else { return }
        await select(categories[index])
    }
}
