import HTTPServer

extension MealLogApp {
    /// Every meal log page, behind `gate`.
    func register(on router: inout AsyncRouter, gate: PageGate) {
        router.get("meallog", use: gate.page(meals))
        router.get("meallog/meals/new", use: gate.page { addForm($0) })
        router.post("meallog/meals", use: gate.page(addMeal))
        router.post("meallog/meals/:id", use: gate.page(updateMeal))
        // The addresses a refused form is shown at, opened as a page: the form they came from.
        router.get("meallog/meals", use: gate.page { _ in .redirect(to: "/meallog/meals/new") })
        router.get(
            "meallog/meals/:id",
            use: gate.page { page in
                let id =
                    page.parameter("id").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return .redirect(to: "/meallog/meals/\(id)/edit")
            })
        router.get("meallog/meals/:id/edit", use: gate.page(editForm))
        router.get("meallog/meals/:id/delete", use: gate.page(confirmDelete))
        router.post("meallog/meals/:id/delete", use: gate.page(deleteMeal))
        router.get("meallog/import", use: gate.page(importForm))
        router.post("meallog/import", use: gate.page(startImport))
        router.get("meallog/import/progress", use: gate.page(importProgress))
        router.get("meallog/import/result", use: gate.page(importResult))
        router.get("meallog/recommend", use: gate.page(recommend))
        router.post("meallog/language", use: gate.page(chooseLanguage))
    }
}
