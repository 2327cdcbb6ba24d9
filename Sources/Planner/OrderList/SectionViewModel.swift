/// A section as shown: its heading and rows, and the section it came from.
public struct SectionViewModel: Sendable, Hashable {
    public let section: OrderSection
    /// `Sunday, 8 January 2023` or `No deadline`.
    public let title: String
    public let rows: [OrderRow]
}
