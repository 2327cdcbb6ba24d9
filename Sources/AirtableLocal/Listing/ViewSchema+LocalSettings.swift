import AirtableModel
import Basics

/// The local-only settings a schema file may give a view, which listing with `view=` applies:
/// `filterByFormula` and `sort` (`[{"field","direction"}]`). Airtable does not expose a view's
/// filters, so they are written down in the view's other members (``ViewSchema/extra``), which
/// the Metadata API does not show.
extension ViewSchema {
    var filterByFormula: String? { extra["filterByFormula"]?.stringValue }

    var sort: [SortField] {
        (extra["sort"]?.arrayValue ?? []).compactMap { entry in
            entry["field"]?.stringValue.map {
                SortField(
                    field: $0, direction: entry["direction"]?.stringValue == "desc" ? .descending : .ascending
                )
            }
        }
    }
}
