import Basics
import TILModels

/// The Categories tab: a refreshable list of category names.
@MainActor
public protocol CategoryListView: ListLoadingView {
    func showCategories(_ categories: [TILModels.Category])
}
