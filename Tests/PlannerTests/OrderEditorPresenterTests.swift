import Basics
import Testing

@testable import Planner

/// The editor: validates before sending, creates, and sends only the changed fields on edit.
@MainActor
struct OrderEditorPresenterTests {
    let store = FakeOrderStore([Fixtures.order("VIPER", "2023-01-10", customer: "proglib", fee: 100)])

    func presenter(_ mode: OrderEditorMode) -> (OrderEditorPresenter, FakeOrderEditorView, FakeRouter) {
        let presenter = OrderEditorPresenter(
            mode: mode,
            interactor: OrderEditorInteractor(
                orders: OrdersInteractor(store: store, clock: Fixtures.clock, timeZone: .gmt))
        )
        let view = FakeOrderEditorView()
        let router = FakeRouter()
        presenter.view = view
        presenter.router = router
        return (presenter, view, router)
    }

    @Test(arguments: [
        (OrderForm(name: "  "), "You must specify a name"),
        (
            OrderForm(name: "A", deadline: "2023-02-30"),
            "The deadline '2023-02-30' is not a day of the calendar: give a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
        ),
        // A day, but no order's: a year mistyped. (Today is in 2023.)
        (
            OrderForm(name: "A", deadline: "0001-01-01"),
            "The deadline '0001-01-01' is more than 100 years ago: check its year"
        ),
        (
            OrderForm(name: "A", deadline: "31.12.0225"),
            "The deadline '31.12.0225' is more than 100 years ago: check its year"
        ),
        (
            OrderForm(name: "A", deadline: "31.12.26"),
            "The deadline '31.12.26' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
        ),
        (
            OrderForm(name: "A", deadline: "next week"),
            "The deadline 'next week' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
        ),
        (
            OrderForm(name: "A", fee: "1,500"),
            "The fee '1,500' is not an amount: write it without a thousands separator, as 1500, or with cents, as 99.50 or 99,50"
        ),
        (OrderForm(name: "A", fee: "12.3456"), "The fee '12.3456' is not an amount like 120, 99.50 or 99,50"),
        (OrderForm(name: "A", fee: "-"), "The fee '-' is not an amount like 120, 99.50 or 99,50"),
        (
            OrderForm(name: "A", fee: "-5"),
            "The fee '-5' is below zero: give an amount like 120, 99.50 or 99,50"
        ),
        (
            OrderForm(name: "A", fee: "99999999999999999999"),
            "The fee '99999999999999999999' is too large: give an amount like 120, 99.50 or 99,50"
        ),
    ])
    func badInputIsReportedAndNothingIsSent(_ form: OrderForm, _ message: String) async {
        let (presenter, view, router) = presenter(.create)
        await presenter.save(form)
        #expect(view.alerts == [.input(message)])
        #expect(store.creates.isEmpty)
        #expect(router.destinations.isEmpty)
    }

    /// A hundred years before today to the day is still a deadline; the day before is a year mistyped.
    @Test func aDeadlineMayBeAHundredYearsOldToTheDay() throws {
        let editor = OrderEditorInteractor(
            orders: OrdersInteractor(store: store, clock: Fixtures.clock, timeZone: .gmt))
        #expect(try editor.day("1923-01-09") == Fixtures.day("1923-01-09"))
        #expect(throws: PlannerError.self) { _ = try editor.day("1923-01-08") }
    }

    /// Every wrong field is reported at once, in the form's order, so a web form marks each.
    @Test func everyProblemIsReportedAtOnce() async {
        let (presenter, view, _) = presenter(.create)
        await presenter.save(OrderForm(name: " ", deadline: "next week", fee: "abc"))
        #expect(
            view.alerts == [
                .input("You must specify a name"),
                .input(
                    "The deadline 'next week' is not a date like 2023-01-31, 31.01.2023, today, tomorrow or +3"
                ),
                .input("The fee 'abc' is not an amount like 120, 99.50 or 99,50"),
            ])
        #expect(store.creates.isEmpty)
    }

    @Test func aRelativeDeadlineAndADecimalCommaAreRead() async throws {
        let (presenter, view, _) = presenter(.create)
        await presenter.save(OrderForm(name: "Glossary", deadline: "+3", fee: "150,50"))
        #expect(view.alerts.isEmpty)
        let created = try #require(store.creates.first?.first)
        #expect(created.deadline == Fixtures.day("2023-01-12"))
        #expect(created.fee == Money(cents: 15_050))
    }

    @Test func createsWithTrimmedTextAndEmptyOptionalFieldsLeftOut() async throws {
        let (presenter, view, router) = presenter(.create)
        presenter.load()
        #expect(view.forms == [OrderForm()])
        await presenter.save(
            OrderForm(
                name: " MVVM in iOS ", deadline: "2023-01-09", customer: "medium", summary: " ", fee: "80"))
        let sent = try #require(store.creates.first?.first)
        #expect(sent == Fixtures.order("MVVM in iOS", "2023-01-09", customer: "medium", fee: 80))
        #expect(view.results.first?.created == true)
        #expect(router.destinations == [.back])
    }

    @Test func anEditSendsOnlyTheChangedFields() async throws {
        let order = try #require(store.orders.first)
        let (presenter, view, _) = presenter(.edit(order))
        presenter.load()
        var form = try #require(view.forms.first)
        #expect(form.deadline == "2023-01-10")
        #expect(form.fee == "100.00")
        form.fee = "100"  // the same amount, written differently
        form.customer = ""
        form.done = true
        await presenter.save(form)
        let update = try #require(store.updates.first)
        #expect(update.id == order.id)
        #expect(update.changes.changed == [.customer, .done])
        #expect(view.results.first?.changed == [.customer, .done])
        #expect(store.orders.first?.customer == nil)
    }

    @Test func anEditThatChangesNothingSendsNothing() async throws {
        let order = try #require(store.orders.first)
        let (presenter, view, _) = presenter(.edit(order))
        await presenter.save(OrderForm(mode: .edit(order)))
        #expect(store.updates.isEmpty)
        #expect(view.results.first?.changed == [])
    }

    /// Two windows: this form opened when the customer was "old"; another window has since saved
    /// "proglib". Only the fee, changed here, is sent: the other window's customer stays.
    @Test func anEditOpenedEarlierSendsOnlyWhatItChanged() async throws {
        let order = try #require(store.orders.first)
        let (presenter, view, _) = presenter(.edit(order))
        var opened = OrderForm(mode: .edit(order))
        opened.customer = "old"
        var typed = opened
        typed.fee = "150"
        await presenter.save(typed, openedAs: opened)
        let update = try #require(store.updates.first)
        #expect(update.changes.changed == [.fee], "the customer, left as it opened, is not sent")
        #expect(update.changes.fields.fee == Money(cents: 15_000))
        #expect(view.results.first?.changed == [.fee])
    }

    @Test func aFailedSaveKeepsTheFormAsTyped() async {
        store.fail(with: PlannerError(.unavailable, "The server could not be reached"))
        let (presenter, view, router) = presenter(.create)
        await presenter.save(OrderForm(name: "Kept"))
        #expect(view.alerts.map(\.kind) == [.unavailable])
        #expect(view.alerts.first?.dismissal == .stay)
        #expect(presenter.form.name == "Kept")
        #expect(router.destinations.isEmpty)
    }

    @Test func savingAnOrderThatIsGoneClosesTheEditor() async throws {
        let order = try #require(store.orders.first)
        store.fail(with: .noOrder(order.id))
        let (presenter, view, router) = presenter(.edit(order))
        await presenter.save(OrderForm(name: "Renamed"))
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.first?.dismissal == .close)
        #expect(router.destinations.isEmpty)
    }

    /// Only the order itself being gone closes the editor: a table that is not found is said, and
    /// the editor stays with what was typed.
    @Test func aTableNotFoundKeepsTheEditorOpen() async throws {
        let order = try #require(store.orders.first)
        store.fail(with: PlannerError(.notFound, "The table PlannerTranslator was not found in base app1"))
        let (presenter, view, _) = presenter(.edit(order))
        await presenter.save(OrderForm(name: "Renamed"))
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.first?.dismissal == .stay)
        #expect(presenter.form.name == "Renamed")
    }

    /// Two windows changed the fee to different amounts since this form opened: nothing is sent,
    /// the alert says what the fee is now, and the form comes back with what was typed over the
    /// order as it is (its customer from the other window). Saving that again replaces the fee.
    @Test func aFieldChangedInBothWindowsIsNotOverwrittenUnseen() async throws {
        let order = try #require(store.orders.first)
        let (presenter, view, router) = presenter(.edit(order))
        var opened = OrderForm(mode: .edit(order))
        opened.fee = "80"
        opened.customer = "old"
        var typed = opened
        typed.fee = "120"
        typed.summary = "Mine"
        await presenter.save(typed, openedAs: opened)
        #expect(store.updates.isEmpty)
        #expect(
            view.alerts == [
                Alert(
                    message:
                        "The fee was changed to '100.00' while you were editing. Save again to replace it with yours.",
                    kind: .rejected)
            ])
        let shown = try #require(view.forms.last)
        #expect(shown == OrderForm(mode: .edit(order)).with([.fee, .summary], from: typed))
        #expect(shown.customer == "proglib")
        #expect(router.destinations.isEmpty)

        await presenter.save(shown, openedAs: opened)
        #expect(store.updates.first?.changes.changed == [.summary, .fee])
        #expect(router.destinations == [.back])
    }

    /// A summary stored with a line break, shown by a one-line input (which drops it), was not
    /// changed elsewhere: the summary typed here is saved.
    @Test func aLineBreakAOneLineInputDropsIsNoChangeElsewhere() async throws {
        var order = try #require(store.orders.first)
        order.fields.summary = "Two\nlines"
        let (presenter, view, _) = presenter(.edit(order))
        var opened = OrderForm(mode: .edit(order))
        opened.summary = "Twolines"
        var typed = opened
        typed.summary = "One line"
        await presenter.save(typed, openedAs: opened, current: order)
        #expect(view.alerts.isEmpty, "\(view.alerts)")
        #expect(store.updates.first?.changes.changed == [.summary])
    }
}
