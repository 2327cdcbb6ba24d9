/// The acronym detail screen, with Edit and "Add To Category".
@MainActor
public protocol AcronymDetailView: AnyObject {
    func showDetail(_ detail: AcronymDetail)
    func show(_ alert: ErrorAlert)
}
