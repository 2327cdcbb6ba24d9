import HTTPServer
import TILModels

/// `/api/categories`: list, read, create, and the acronyms filed under a category.
struct CategoriesController {
    let context: TILContext

    func register(on router: inout Router) {
        router.group("api/categories") { categories in
            categories.get("") { _ in .json(try context.categories.all()) }
            categories.get(":categoryID") {
                .json(try context.categories.find(try $0.id("categoryID")).orNotFound())
            }
            categories.get(":categoryID/acronyms") { request in
                let id = try request.id("categoryID")
                _ = try context.categories.find(id).orNotFound()
                return try context.acronyms.jsonResponse(.inCategory(id))
            }
        }
        router.group("api/categories", middleware: context.writeGuard) { categories in
            categories.post("") { request in
                let body = try request.body(CategoryBody.self)
                return .json(try context.categories.create(id: body.id, name: body.name))
            }
        }
    }
}
