extension MealForm {
    /// The text of one field: where a CSV column or an edit's option is put into the form.
    public subscript(field: MealField) -> String {
        get {
            switch field {
            case .type: type
            case .name: name
            case .week: week
            case .status: status
            case .store: store
            case .date: date
            }
        }
        set {
            switch field {
            case .type: type = newValue
            case .name: name = newValue
            case .week: week = newValue
            case .status: status = newValue
            case .store: store = newValue
            case .date: date = newValue
            }
        }
    }
}
