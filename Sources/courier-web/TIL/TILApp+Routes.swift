import HTTPServer

extension TILApp {
    /// Every TIL page, behind `gate`.
    func register(on router: inout AsyncRouter, gate: PageGate) {
        router.get("til", use: gate.page(acronyms))
        router.get("til/acronyms/new", use: gate.page(acronymForm))
        router.post("til/acronyms", use: gate.page(changingAcronyms(saveAcronym)))
        // The address a refused form is shown at, opened as a page: the form it came from.
        router.get("til/acronyms", use: gate.page { _ in .redirect(to: "/til/acronyms/new") })
        router.get("til/acronyms/:id", use: gate.page(acronym))
        router.post("til/acronyms/:id", use: gate.page(changingAcronyms(saveAcronym)))
        router.get("til/acronyms/:id/edit", use: gate.page(acronymForm))
        router.get("til/acronyms/:id/delete", use: gate.page(confirmDeleteAcronym))
        router.post("til/acronyms/:id/delete", use: gate.page(changingAcronyms(deleteAcronym)))
        router.post("til/acronyms/:id/categories", use: gate.page(addToCategory))
        router.post("til/acronyms/:id/categories/:category/remove", use: gate.page(removeFromCategory))
        router.get("til/users", use: gate.page(users))
        router.get("til/users/new", use: gate.page { userForm($0) })
        router.post("til/users", use: gate.page(createUser))
        router.get("til/users/:id", use: gate.page(user))
        router.get("til/categories", use: gate.page(categories))
        router.get("til/categories/new", use: gate.page { categoryForm($0) })
        router.post("til/categories", use: gate.page(createCategory))
        router.get("til/categories/:id", use: gate.page(category))
        router.get("til/login", use: gate.page { loginForm($0) })
        router.post("til/login", use: gate.page(login))
        router.get("til/logout", use: gate.page { logoutPage($0) })
        router.post("til/logout", use: gate.page(logout))
    }

    /// `handler`, after which the shared acronyms listing is read afresh: it may have changed it.
    private func changingAcronyms(_ handler: @escaping PageGate.Handler) -> PageGate.Handler {
        let listing = acronymListing
        return { page in
            defer { listing.invalidate() }
            return await handler(page)
        }
    }
}
