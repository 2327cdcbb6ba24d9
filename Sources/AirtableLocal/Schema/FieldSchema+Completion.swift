import AirtableModel
import Basics

extension FieldSchema {
    /// Adds the options Airtable gives every field of this type (``FieldOptionRules/defaults``)
    /// that it lacks; those it has are kept.
    mutating func completeOptions() {
        guard let defaults = FieldOptionRules.defaults[type], !defaults.isEmpty else { return }
        let given = options?.objectValue ?? [:]
        options = .object(defaults.merging(given) { _, kept in kept })
    }
}
