import AirtableModel
import Basics

extension FieldSchema {
    /// Adds the options Airtable gives every field of this type (``FieldOptionRules/defaults``)
    /// that it lacks, but for those that decide how cells are written as text (a number's
    /// `precision`, a date's formats…), whose absence the file meant; those it has are kept.
    mutating func completeOptions() {
        guard let defaults = FieldOptionRules.defaults[type], !defaults.isEmpty else { return }
        let given = options?.objectValue ?? [:]
        let added = defaults.filter { !Self.renderingOptions.contains($0.key) }
        guard !added.isEmpty else { return }
        options = .object(added.merging(given) { _, kept in kept })
    }

    /// The options `cellFormat=string` reads, which a schema file's field keeps as written.
    static let renderingOptions: Set = [
        "precision", "symbol", "dateFormat", "timeFormat", "timeZone", "durationFormat",
    ]
}
