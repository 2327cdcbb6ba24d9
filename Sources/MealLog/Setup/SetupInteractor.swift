import AirtableModel

/// `meallog setup`: makes sure the table exists (safe to repeat), and with `--demo` imports the
/// bundled `Dennys.csv`.
public struct SetupInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    public func ensureTable() async throws(MealStoreError) -> TableSetup {
        try await store.ensureTable()
    }
}
