import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// Deleting one acronym, for `til acronyms delete` and the interactive menus: the server deletes
/// it, then the confirmation is printed (only the acronym, not the list it was in).
@MainActor
enum AcronymDeletion {
    /// Deletes `acronym`; the alert printed when that failed, `nil` when it is gone.
    static func delete(_ acronym: Acronym, session: TILSession, output: Output) async -> Alert? {
        do throws(TILError) {
            guard let id = acronym.id else { throw TILError(kind: .input, message: "The acronym has no id") }
            try await AcronymListInteractor(session: session).delete(id)
            output.done("\(Messages.deleted(acronym)) (\(acronym.long))", json: ["deleted": acronym])
            return nil
        } catch {
            let alert = Alert(error)
            output.alert(alert)
            return alert
        }
    }
}
