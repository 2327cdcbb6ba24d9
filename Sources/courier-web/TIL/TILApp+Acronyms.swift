import Basics
import Foundation
import HTTPServer
import TILBrowser
import TILClient
import TILModels
import Web

extension TILApp {
    /// `GET /til/` (and `?q=` to search): the acronyms.
    @MainActor
    func acronyms(_ page: PageRequest) async -> PageResponse {
        let listing = acronymListing
        let interactor = AcronymListInteractor(session: session(for: page)) { session throws(TILError) in
            try await listing.value { () async throws(TILError) in
                try await session.send(TILAPI.Acronyms.all())
            }
        }
        let presenter = AcronymListPresenter(interactor: interactor)
        let view = AcronymListPage(backend: backend)
        presenter.view = view
        let term = (page.form["q"] ?? "").trimmed
        if term.isEmpty { await presenter.load() } else { await presenter.search(term) }
        let paging = ListPaging(count: view.acronyms.count, asked: ListPaging.asked(page.form))
        let html = view.html(search: term, paging: paging)
        return .page(
            TILLayout.page(
                paging.title(AcronymListPage.heading(search: term), .english), page, app: self, html),
            status: view.status)
    }

    /// `GET /til/acronyms/:id`.
    @MainActor
    func acronym(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let view = AcronymDetailPage(backend: backend)
        guard let acronym = await load(page, session: session, into: view) else {
            return notLoaded(page, view)
        }
        let presenter = AcronymDetailPresenter(
            acronym: acronym, interactor: AcronymDetailInteractor(session: session))
        presenter.view = view
        await presenter.load()
        let categories = (try? await session.send(TILAPI.Categories.all())) ?? []
        let canWrite = session.authenticationState().canWrite
        let html = view.html(page, categories: categories, canWrite: canWrite)
        return .page(TILLayout.page(acronym.shownShort, page, app: self, html), status: view.status)
    }

    /// `GET /til/acronyms/new` and `GET /til/acronyms/:id/edit`: the acronym and its meaning.
    @MainActor
    func acronymForm(_ page: PageRequest) async -> PageResponse {
        let editing = !page.parameter("id").isEmpty
        let path = editing ? "/til/acronyms/\(page.parameter("id"))/edit" : "/til/acronyms/new"
        if let login = loginFirst(page, next: path) { return login }
        var values = ["short": "", "long": ""]
        var opened: OpenedValues?
        var mode = AcronymEditorMode.create
        if editing {
            let view = PageView(backend: backend)
            guard let acronym = await load(page, session: session(for: page), into: view) else {
                return notLoaded(page, view)
            }
            values = ["short": acronym.short, "long": acronym.long]
            opened = OpenedValues(values, lines: ["long"])
            mode = .edit(acronym)
        }
        values.merge(restoredInput(page, path: path) ?? [:]) { $1 }
        return acronymFormPage(
            page, editing: editing, values: values, errors: [:], alerts: .empty, opened: opened,
            takesOver: mode.takesOver(as: login(of: page)?.userID))
    }

    /// `POST /til/acronyms` and `POST /til/acronyms/:id`: saves through the editor presenter.
    @MainActor
    func saveAcronym(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let editing = !page.parameter("id").isEmpty
        var mode = AcronymEditorMode.create
        // An address that names no acronym at all (`new`): none was deleted, there is none, as its
        // page says.
        if editing, UUID(uuidString: page.parameter("id")) == nil { return await acronym(page) }
        if editing {
            let lookup = PageView(backend: backend)
            guard let acronym = await load(page, session: session, into: lookup) else {
                guard lookup.alerts.contains(where: { $0.kind == .notFound }) else {
                    return notLoaded(page, lookup)
                }
                // Deleted elsewhere while this form was open: what was typed comes back, to create.
                let deleted = PageView(backend: backend)
                deleted.show(Alert(message: Self.deletedWhileEditing, kind: .notFound))
                return acronymFormPage(
                    page, editing: false, values: ["short": page.field("short"), "long": page.field("long")],
                    errors: [:], alerts: deleted.alertsHTML, status: deleted.status)
            }
            mode = .edit(acronym)
        }
        let (short, long) = (page.field("short"), page.field("long"))
        let opened = OpenedValues(posted: page, names: ["short", "long"])
        if case .edit(let acronym) = mode, let opened, short == opened["short"], long == opened["long"] {
            finish(session, page)
            page.flash(Messages.nothingToChange(in: acronym))
            return .redirect(to: "/til/acronyms/\(page.parameter("id"))")
        }
        let presenter = AcronymEditorPresenter(
            mode: mode, interactor: AcronymEditorInteractor(session: session))
        let view = AcronymEditorPage(backend: backend)
        presenter.view = view
        await presenter.load()
        if let opened {
            // Only what was changed in this form goes onto the acronym as it is now.
            // The acronym was just read (to tell whether it still exists): it is not read again.
            let fresh: Acronym? = if case .edit(let acronym) = mode { acronym } else { nil }
            await presenter.save(
                short: short, long: long, openedAs: (opened["short"], opened["long"]), fresh: fresh)
        } else {
            await presenter.save(short: short, long: long)
        }
        finish(session, page)
        if let saved = view.saved, let id = saved.id {
            page.flash(Messages.saved(saved, created: !editing))
            return .redirect(to: "/til/acronyms/\(id.uppercaseText)")
        }
        let path = editing ? "/til/acronyms/\(page.parameter("id"))/edit" : "/til/acronyms/new"
        if Self.needsLogin(view.alerts) { return reauthenticate(page, formPath: path) }
        var fieldOfMessage = [
            Messages.acronymRequired: "short", Messages.acronymOnOneLine: "short",
            Messages.meaningRequired: "long",
        ]
        var values = ["short": short, "long": long]
        var carried = opened
        if case .edit(let current) = mode {
            let clashes = [
                Messages.changedElsewhere(.acronym, to: current.short): "short",
                Messages.changedElsewhere(.meaning, to: current.long): "long",
            ]
            if view.alerts.contains(where: { clashes[$0.message] != nil }) {
                // Fields changed here and in another window meanwhile: shown again, each marked,
                // now opened with the acronym as it is, so that saving again replaces them.
                fieldOfMessage.merge(clashes) { $1 }
                values = ["short": presenter.form.short, "long": presenter.form.long]
                carried = OpenedValues(["short": current.short, "long": current.long], lines: ["long"])
            }
        }
        let refused = view.formErrors(fieldOfMessage)
        return acronymFormPage(
            page, editing: editing, values: values, errors: refused.errors,
            alerts: refused.others, status: refused.errors.isEmpty ? view.status : .unprocessableEntity,
            opened: carried, takesOver: mode.takesOver(as: login(of: page)?.userID))
    }

    static let deletedWhileEditing =
        "This acronym was deleted while you were editing it. Save creates it again."

    /// `GET /til/acronyms/:id/delete`: asks first.
    @MainActor
    func confirmDeleteAcronym(_ page: PageRequest) async -> PageResponse {
        let view = PageView(backend: backend)
        guard let acronym = await load(page, session: session(for: page), into: view) else {
            return notLoaded(page, view)
        }
        let base = "/til/acronyms/\(page.parameter("id"))"
        return .page(
            TILLayout.page(
                "Delete \(acronym.shownShort)", page, app: self,
                DeleteConfirmation.html(
                    "Delete \(acronym.shownShort)?", about: "<p>\(acronym.long)</p>",
                    action: "\(base)/delete",
                    cancel: (base, "Cancel"), page: page)))
    }

    /// `POST /til/acronyms/:id/delete`.
    @MainActor
    func deleteAcronym(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let view = AcronymListPage(backend: backend)
        guard let acronym = await load(page, session: session, into: view) else {
            guard view.alerts.contains(where: { $0.kind == .notFound }) else { return notLoaded(page, view) }
            // Deleted already (in another window): what was asked for is done.
            page.flash("That acronym was already deleted")
            return .redirect(to: "/til/")
        }
        if let login = loginFirst(page, next: "/til/acronyms/\(page.parameter("id"))/delete") { return login }
        let presenter = AcronymListPresenter(interactor: AcronymListInteractor(session: session))
        presenter.view = view
        await presenter.delete(acronym)
        finish(session, page)
        if view.deleted != nil {
            page.flash(Messages.deleted(acronym))
            return .redirect(to: "/til/")
        }
        return notDone(page, view, "Not deleted", formPath: "/til/acronyms/\(page.parameter("id"))/delete")
    }

    // MARK: Helpers

    /// The acronym the path's `:id` names; a failure is shown on `view`.
    @MainActor
    func load(_ page: PageRequest, session: TILSession, into view: PageView) async -> Acronym? {
        guard let id = UUID(uuidString: page.parameter("id")) else {
            view.show(Alert(message: "There is no such acronym", kind: .notFound))
            return nil
        }
        do throws(TILError) {
            return try await AcronymDetailInteractor(session: session).acronym(id)
        } catch let error where error.failureKind == .notFound {
            // The same words as for an id that is not one, whichever way the acronym is missing.
            view.show(Alert(message: "There is no such acronym", kind: .notFound))
            return nil
        } catch {
            view.show(Alert(error))
            return nil
        }
    }

    /// A page whose `heading` (an acronym, a user, a category) could not be loaded: titled "Not
    /// found" when it is missing, else by what it is, with the alerts that say why.
    @MainActor
    func notLoaded(_ page: PageRequest, _ view: PageView, heading: String = "Acronym") -> PageResponse {
        let title = view.status == .notFound ? "Not found" : heading
        return .page(
            TILLayout.page(title, page, app: self, "<h1>\(heading)</h1>\(view.alertsHTML)"),
            status: view.status)
    }

    /// The answer to a write the server refused: the login when it refused the login (which comes
    /// back to `formPath` with the form's input), else a page titled `title` with the alerts saying
    /// why.
    @MainActor
    func notDone(_ page: PageRequest, _ view: PageView, _ title: String, formPath: String)
        -> PageResponse
    {
        if Self.needsLogin(view.alerts) { return reauthenticate(page, formPath: formPath) }
        return .page(
            TILLayout.page(title, page, app: self, "<h1>\(title)</h1>\(view.alertsHTML)"), status: view.status
        )
    }

    @MainActor
    private func acronymFormPage(
        _ page: PageRequest, editing: Bool, values: [String: String], errors: [String: String], alerts: HTML,
        status: Response.Status = .ok, opened: OpenedValues? = nil, takesOver: Bool = false
    ) -> PageResponse {
        let id = page.parameter("id")
        // Before Save, not after it: saving another user's acronym makes it the saver's.
        let note: HTML =
            takesOver
            ? "<p class=\"notice warning\" id=\"takes-over\">\(Messages.savingTakesOver)</p>" : .empty
        // In the site's words, as its user and category forms are titled ("Create a user").
        let title = editing ? "Edit acronym" : "Create an acronym"
        let form = FormPage.form(
            action: editing ? "/til/acronyms/\(id)" : "/til/acronyms",
            fields: [
                FormField(
                    name: "short", label: "Acronym", value: values["short"] ?? "", error: errors["short"],
                    required: true),
                FormField(
                    name: "long", label: "Meaning", control: .lines, value: values["long"] ?? "",
                    error: errors["long"], required: true),
            ],
            submit: "Save", page: page, hidden: opened?.hiddenFields ?? [:],
            cancel: editing ? ("/til/acronyms/\(id)", "Cancel") : nil, creates: !editing)
        return .page(
            TILLayout.page(title, page, app: self, "<h1>\(title)</h1>\(note)\(alerts)\(form)"), status: status
        )
    }
}
