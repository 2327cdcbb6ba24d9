import Basics
import TILModels

/// The Categories tab: a refreshable list of category names.
@MainActor
public protocol CategoryListView: AnyObject {
    func showCategories(_ categories: [TILModels.Category])
    func setLoading(_ isLoading: Bool)
    func show(_ alert: Alert)
}
