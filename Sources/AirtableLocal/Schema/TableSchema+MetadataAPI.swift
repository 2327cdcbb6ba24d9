import AirtableModel

extension TableSchema {
    /// The table as the Metadata API shows it: its views without the local settings a schema file may
    /// give them, and with their visible fields only when asked for (`include=visibleFieldIds`) and
    /// only for grid views, every field unless the view names its own.
    func shownByMetadataAPI(includeVisibleFieldIDs: Bool) -> TableSchema {
        var shown = self
        shown.views = views.map { view in
            var view = view
            view.extra = [:]
            let listsFields = includeVisibleFieldIDs && view.type == ViewSchema.gridType
            view.visibleFieldIds = listsFields ? view.visibleFieldIds ?? fields.map(\.id) : nil
            return view
        }
        return shown
    }
}
