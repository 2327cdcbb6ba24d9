import Planner
import Testing

/// The detail: loads fresh by id, unknown ids close the screen, delete goes back.
@MainActor
struct OrderDetailPresenterTests {
    let store = FakeOrderStore([Fixtures.order("VIPER", "2023-01-10", customer: "proglib", fee: 100)])

    func presenter(_ id: String) -> (OrderDetailPresenter, FakeOrderDetailView, FakeRouter) {
        let presenter = OrderDetailPresenter(
            orderID: id,
            interactor: OrdersInteractor(store: store, clock: Fixtures.clock, timeZone: .gmt))
        let view = FakeOrderDetailView()
        let router = FakeRouter()
        presenter.view = view
        presenter.router = router
        return (presenter, view, router)
    }

    @Test func showsEveryFieldAndTheMark() async throws {
        let id = try #require(store.orders.first?.id)
        let (presenter, view, _) = presenter(id)
        await presenter.load()
        let detail = try #require(view.shown.last)
        #expect(detail.rows.map(\.value) == ["VIPER", "Tue 10 Jan 2023", "proglib", "none", "100.00", "no"])
        #expect(detail.mark == "due tomorrow")
    }

    /// A done order without a deadline has no mark after its (empty) deadline, and one without a
    /// name is called "(no name)".
    @Test func aDoneOrderWithoutADeadlineOrANameSaysSoPlainly() async throws {
        let store = FakeOrderStore([Fixtures.order(" ", nil, done: true)])
        let presenter = OrderDetailPresenter(
            orderID: try #require(store.orders.first?.id),
            interactor: OrdersInteractor(store: store, clock: Fixtures.clock, timeZone: .gmt))
        let view = FakeOrderDetailView()
        presenter.view = view
        await presenter.load()
        let detail = try #require(view.shown.last)
        #expect(detail.rows.map(\.value) == ["(no name)", "none", "none", "none", "none", "yes"])
        #expect(detail.mark == "done" && detail.deadlineMark.isEmpty)
    }

    @Test func anUnknownIdIsNotFoundAndClosesTheScreen() async {
        let (presenter, view, _) = presenter("rec99999999999999")
        await presenter.load()
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.first?.dismissal == .close)
        #expect(view.alerts.first?.message == "There is no order with id rec99999999999999")
    }

    @Test func anIdThatCannotBeARecordIdIsNotFoundWithoutAsking() async {
        let (presenter, view, _) = presenter("../../meta/bases")
        await presenter.load()
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(store.gets.isEmpty)
    }

    @Test func deletesThenGoesBack() async throws {
        let order = try #require(store.orders.first)
        let (presenter, view, router) = presenter(order.id)
        await presenter.load()
        presenter.edit()
        await presenter.delete()
        #expect(view.deleted == [order])
        #expect(store.orders.isEmpty)
        #expect(router.destinations == [.editor(.edit(order)), .back])
    }
}
