import Basics
import TILClient
import TILModels

/// Creates or edits an acronym.
///
/// Without logins the owner is picked from the users, the first preselected when creating and the
/// current owner when editing (matched by id). With no users the screen still opens and saving says
/// "You must have a user to create an acronym!". A failure to load the users closes the screen once
/// dismissed.
@MainActor
public final class AcronymEditorPresenter {
    public weak var view: (any AcronymEditorView)?
    private let interactor: AcronymEditorInteractor
    public let mode: AcronymEditorMode
    public private(set) var form: AcronymForm
    /// The users the owner can be picked from (empty with logins on).
    public private(set) var users: [User] = []
    public private(set) var isSaving = false
    /// The acronym as a save refused for changes made elsewhere showed it: later saves count as
    /// opened with it, so that saving again replaces those changes.
    private var shownByRefusal: (short: String, long: String)?

    public init(mode: AcronymEditorMode, interactor: AcronymEditorInteractor) {
        self.mode = mode
        self.interactor = interactor
        switch mode {
        case .create:
            form = AcronymForm(title: AcronymForm.createTitle, showsUserPicker: interactor.picksOwner)
        case .edit(let acronym):
            form = AcronymForm(
                title: AcronymForm.editTitle, short: acronym.short, long: acronym.long,
                showsUserPicker: interactor.picksOwner)
        }
    }

    /// The users as picker rows, the selected one checked (matched by id).
    public var userChoices: [Choice<User>] {
        users.map { Choice(item: $0, isSelected: $0.id != nil && $0.id == form.selectedUser?.id) }
    }

    /// Shows the form, loading the users first when the owner is picked.
    public func load() async {
        guard form.showsUserPicker else {
            view?.showForm(form)
            return
        }
        do throws(TILError) {
            users = try await interactor.users()
            form.selectedUser = interactor.defaultOwner(among: users, for: mode)
            view?.showForm(form)
        } catch {
            view?.showForm(form)
            view?.show(Alert(error, dismissal: .close))
        }
    }

    /// Picks the owner.
    public func selectUser(_ user: User) {
        form.selectedUser = users.first { $0.id == user.id } ?? user
        view?.showForm(form)
    }

    /// Whether saving `short` and `long` (and the selected owner) would change the acronym being
    /// edited; always `true` when creating. Saving nothing new still sends a `PUT`, which with
    /// logins makes the caller the owner, so a front end may skip it.
    public func changes(short: String, long: String) -> Bool {
        guard case .edit(let acronym) = mode else { return true }
        return interactor.changes(acronym, short: short, long: long, owner: form.selectedUser)
    }

    /// Saves what was changed in a form opened with the values `opened`: when editing, the acronym
    /// is read again, and a field left as it was opened keeps its value as it is now, so a change
    /// another window made to it meanwhile is kept. Creating saves as ``save(short:long:)``.
    ///
    /// A field changed both here and there, to different values, is not overwritten unseen: nothing
    /// is sent, each such field gets an alert of kind ``FailureKind/rejected`` saying what it is now,
    /// and the view is shown the form again, holding what was typed in the fields changed here and
    /// the acronym's values in the others. Saving again (through this presenter, or a page opened
    /// with the acronym as it is now) replaces those fields.
    /// - Parameter fresh: the acronym as it is now, when the caller has just read it (it is then
    ///   not read again).
    public func save(
        short: String, long: String, openedAs opened: (short: String, long: String), fresh: Acronym? = nil
    ) async {
        guard case .edit(let acronym) = mode, let id = acronym.id else {
            return await save(short: short, long: long)
        }
        // Kept whatever happens, as in save(short:long:): trying again (or creating the acronym
        // again, when it was deleted meanwhile) starts from what was typed.
        form.short = short.trimmed
        form.long = long.trimmed
        let current: Acronym
        do throws(TILError) {
            if let fresh { current = fresh } else { current = try await interactor.acronym(id) }
        } catch {
            view?.show(.aboutShownItem(error.worded(as: .updateAcronym)))
            return
        }
        let opened = shownByRefusal ?? opened
        let changedHere = (
            short: short.trimmed != opened.short.trimmed, long: long.trimmed != opened.long.trimmed
        )
        let clashes = { (changed: Bool, typed: String, was: String, now: String) in
            EditClash.clashes(changedHere: changed, written: typed.trimmed, opened: was, now: now.trimmed)
        }
        let clashing = [
            clashes(changedHere.short, short, opened.short, current.short)
                ? Messages.changedElsewhere(.acronym, to: current.short) : nil,
            clashes(changedHere.long, long, opened.long, current.long)
                ? Messages.changedElsewhere(.meaning, to: current.long) : nil,
        ].compactMap { $0 }
        guard clashing.isEmpty else {
            if !changedHere.short { form.short = current.short }
            if !changedHere.long { form.long = current.long }
            shownByRefusal = (current.short, current.long)
            view?.showForm(form)
            for message in clashing { view?.show(Alert(message: message, kind: .rejected)) }
            return
        }
        await save(
            short: changedHere.short ? short : current.short, long: changedHere.long ? long : current.long)
    }

    /// Checks the input and saves; on success the view is told to close with the saved acronym.
    /// Every problem with the input is an alert of its own, so that a form can mark each field.
    public func save(short: String, long: String) async {
        let owner = form.showsUserPicker ? form.selectedUser : nil
        // Kept whatever happens, so that trying again starts from what was typed.
        form.short = short.trimmed
        form.long = long.trimmed
        let problems = interactor.problems(short: short, long: long, owner: owner)
        guard problems.isEmpty else {
            for problem in problems { view?.show(.aboutShownItem(TILError(kind: .input, message: problem))) }
            return
        }
        do throws(TILError) {
            isSaving = true
            defer { isSaving = false }
            view?.editorFinished(try await interactor.save(mode, short: short, long: long, owner: owner))
        } catch {
            view?.show(.aboutShownItem(error))
        }
    }
}
