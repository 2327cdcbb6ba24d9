import Basics
import Planner
import Testing

/// The list: sections by deadline in date order (no deadline last), marks, filters, deletes, navigation.
@MainActor
struct OrderListPresenterTests {
    let store = FakeOrderStore([
        Fixtures.order("Later", "2023-01-20", customer: "medium"),
        Fixtures.order("No date", customer: "proglib"),
        Fixtures.order("VIPER", "2023-01-08", customer: "proglib"),
        Fixtures.order("Moya", "2023-01-08", customer: "ProgLib ", done: true),
        Fixtures.order("MVVM", "2023-01-10", customer: "medium"),
    ])

    func presenter(_ filter: OrderFilter = OrderFilter(), store: FakeOrderStore? = nil) -> (
        OrderListPresenter, FakeOrderListView, FakeRouter
    ) {
        let presenter = OrderListPresenter(
            interactor: OrdersInteractor(store: store ?? self.store, clock: Fixtures.clock, timeZone: .gmt),
            filter: filter)
        let view = FakeOrderListView()
        let router = FakeRouter()
        presenter.view = view
        presenter.router = router
        return (presenter, view, router)
    }

    /// A store whose listings are held back, once `holding` is set, until `release` is called.
    private func heldStore() -> (
        FakeOrderStore, Locked<Bool>, AsyncStream<Void>, AsyncStream<Void>.Continuation
    ) {
        let (listed, announce) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let holding = Locked(false)
        let store = FakeOrderStore(
            [Fixtures.order("VIPER", "2023-01-08"), Fixtures.order("Moya", "2023-01-09")],
            afterListing: {
                guard holding.withLock({ $0 }) else { return }
                announce.yield()
                for await _ in released { break }
            })
        return (store, holding, listed, release)
    }

    /// A reload whose listing was taken before a delete and answered after it keeps the order gone.
    @Test func aReloadAnsweredAfterADeleteDoesNotBringTheOrderBack() async throws {
        let (store, holding, listed, release) = heldStore()
        let (presenter, view, _) = presenter(store: store)
        await presenter.load()
        let viper = try #require(presenter.list.rows.first { $0.order.name == "VIPER" }?.order)
        holding.withLock { $0 = true }
        let reload = Task { await presenter.load() }
        for await _ in listed { break }  // the reload has its listing, VIPER in it
        await presenter.delete(viper)
        release.yield()
        await reload.value
        #expect(presenter.list.rows.map(\.order.name) == ["Moya"])
        #expect(view.shown.last?.rows.map(\.order.name) == ["Moya"])
    }

    /// An older load answered last never replaces a newer one, nor ends its spinner.
    @Test func anOlderLoadAnsweredLastIsDropped() async throws {
        let (store, holding, listed, release) = heldStore()
        let (presenter, view, _) = presenter(store: store)
        holding.withLock { $0 = true }
        let older = Task { await presenter.load() }
        for await _ in listed { break }
        holding.withLock { $0 = false }
        _ = try await store.create([Fixtures.order("Later", "2023-01-20")])
        await presenter.load()
        release.yield()
        await older.value
        #expect(presenter.list.rows.map(\.order.name) == ["VIPER", "Moya", "Later"])
        #expect(view.shown.count == 1)
        #expect(view.loading == [true, true, false])
    }

    @Test func groupsByDeadlineInDateOrderWithUndatedOrdersLast() async throws {
        let (presenter, view, _) = presenter()
        await presenter.load()
        let list = try #require(view.shown.last)
        #expect(list.sections.map(\.section.date?.iso) == ["2023-01-08", "2023-01-10", "2023-01-20", nil])
        #expect(list.sections.map(\.title).first == "Sunday, 8 January 2023")
        #expect(list.sections.last?.title == "No deadline")
        #expect(list.sections[0].rows.map(\.order.name) == ["VIPER", "Moya"])
        #expect(list.rows.map(\.mark) == ["overdue by 1 day", "done", "due tomorrow", "", ""])
        #expect(view.loading == [true, false])
    }

    @Test func filtersByCustomerIgnoringCaseAndHidesDoneOrders() async throws {
        let (presenter, view, _) = presenter(OrderFilter(customer: "PROGLIB", openOnly: true))
        await presenter.load()
        #expect(view.shown.last?.rows.map(\.order.name) == ["VIPER", "No date"])
        presenter.filter = OrderFilter(customer: "proglib")
        await presenter.load()
        #expect(view.shown.last?.rows.map(\.order.name) == ["VIPER", "Moya", "No date"])
        presenter.filter = OrderFilter(customer: "nobody")
        await presenter.load()
        #expect(view.shown.last?.rows.isEmpty == true)
        #expect(view.shown.last?.emptyMessage == "No orders match.")
    }

    @Test func rowsAreNumberedInTheWholeListWhateverTheFilter() async throws {
        let (presenter, view, _) = presenter(OrderFilter(customer: "medium"))
        await presenter.load()
        let rows = try #require(view.shown.last?.rows)
        #expect(rows.map(\.order.name) == ["MVVM", "Later"])
        #expect(rows.map(\.number) == [3, 4], "VIPER and Moya are 1 and 2 of the whole list")
        #expect(presenter.order(number: 4)?.name == "Later")
        #expect(presenter.order(number: 1)?.name == "VIPER", "not shown with this filter, yet order 1")
    }

    @Test func aNumberNamesTheOrderTheWholeListShowsThere() async throws {
        let interactor = OrdersInteractor(store: store, clock: Fixtures.clock, timeZone: .gmt)
        #expect(try await interactor.order("3").name == "MVVM")
        #expect(try await interactor.order("5").name == "No date")
        for reference in ["6", "0"] {
            await #expect(throws: PlannerError.self) { try await interactor.order(reference) }
        }
        for number in [6, 0] {
            do {
                _ = try await interactor.order("\(number)")
            } catch {
                #expect(error.message == "There is no order number \(number): the list has 5 orders")
            }
        }
    }

    @Test func deletesOnlyOnceTheStoreAgreesAndDropsEmptySections() async throws {
        let (presenter, view, _) = presenter()
        await presenter.load()
        let mvvm = try #require(presenter.order(number: 3))
        #expect(mvvm.name == "MVVM")

        store.fail(with: PlannerError(.unavailable, "The server could not be reached"))
        await presenter.delete(mvvm)
        #expect(view.alerts.map(\.kind) == [.unavailable])
        #expect(presenter.list.rows.count == 5)

        store.fail(with: nil)
        await presenter.delete(mvvm)
        #expect(view.deleted == [mvvm])
        #expect(store.deletes == [mvvm.id])
        #expect(presenter.list.sections.map(\.section.date?.iso) == ["2023-01-08", "2023-01-20", nil])
    }

    @Test func aFailedLoadShowsWhyAndKeepsNothingStale() async {
        store.fail(with: PlannerError(.authentication, "The token was refused"))
        let (presenter, view, _) = presenter()
        await presenter.load()
        #expect(view.shown.isEmpty)
        #expect(view.alerts == [Alert(message: "The token was refused", kind: .authentication)])
    }

    @Test func asksTheRouterToOpenAnOrderTheEditorAndTheTotals() async throws {
        let (presenter, _, router) = presenter()
        await presenter.load()
        let first = try #require(presenter.order(number: 1))
        #expect(presenter.order(number: 6) == nil)
        #expect(presenter.order(number: 0) == nil)
        presenter.select(first)
        presenter.add()
        presenter.showTotals()
        #expect(router.destinations == [.detail(first), .editor(.create), .totals])
    }
}
