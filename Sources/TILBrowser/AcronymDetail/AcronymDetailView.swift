import Basics

/// The acronym detail screen, with Edit, "Add To Category" and (when the acronym is in a category)
/// "Remove From Category".
@MainActor
public protocol AcronymDetailView: AnyObject {
    func showDetail(_ detail: AcronymDetail)
    func show(_ alert: Alert)
}
