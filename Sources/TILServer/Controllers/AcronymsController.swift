import Foundation
import HTTPServer
import TILModels

/// `/api/acronyms`: list, read, search, sort, create, update, delete, and the links to users and
/// categories — status codes and shapes as the book's `AcronymsController`.
struct AcronymsController {
    let context: TILContext

    func register(on router: inout Router) {
        router.group("api/acronyms") { acronyms in
            acronyms.get("") { _ in try context.acronyms.jsonResponse(.all) }
            acronyms.get(":acronymID") {
                try context.acronyms.jsonResponse(id: try $0.id("acronymID")).orNotFound()
            }
            acronyms.get("search") { try search($0) }
            acronyms.get("first") { _ in .json(try context.acronyms.first().orNotFound()) }
            acronyms.get("sorted") { _ in try context.acronyms.jsonResponse(.sorted) }
            acronyms.get(":acronymID/user") { try user(of: $0) }
            acronyms.get(":acronymID/categories") { try categories(of: $0) }
        }
        router.group("api/acronyms", middleware: context.writeGuard) { acronyms in
            acronyms.post("") { try create($0) }
            acronyms.put(":acronymID") { try update($0) }
            acronyms.delete(":acronymID") { try delete($0) }
            acronyms.post(":acronymID/categories/:categoryID") { try attach($0) }
            acronyms.delete(":acronymID/categories/:categoryID") { try detach($0) }
        }
    }

    /// Exact, case-sensitive match on `short` or `long`; a missing `term` is `400 Bad Request`. A term
    /// with a NUL matches nothing (no stored text has one, and PostgreSQL cannot take one).
    private func search(_ request: Request) throws -> Response {
        guard let term = request.query["term"] else { throw HTTPError(.badRequest) }
        guard !term.contains("\0") else { return .json([Acronym]()) }
        return try context.acronyms.jsonResponse(.search(term))
    }

    private func user(of request: Request) throws -> Response {
        let acronym = try context.acronyms.find(try request.id("acronymID")).orNotFound()
        return .json(try context.users.find(acronym.user.id).orNotFound())
    }

    private func categories(of request: Request) throws -> Response {
        let id = try request.id("acronymID")
        _ = try context.acronyms.find(id).orNotFound()
        return .json(try context.categories.of(acronym: id))
    }

    /// `200` with the saved acronym (the book answers 200, not 201).
    private func create(_ request: Request) throws -> Response {
        let (short, long, owner) = try contents(of: request)
        return .json(try context.acronyms.create(short: short, long: long, userID: owner))
    }

    /// The body is decoded before the lookup, so a bad body is `400` even for an unknown id (as in the
    /// book). The owner becomes the caller (chapter 19) or the body's `userID` (chapter 11).
    private func update(_ request: Request) throws -> Response {
        let (short, long, owner) = try contents(of: request)
        let id = try request.id("acronymID")
        return .json(try context.acronyms.update(id, short: short, long: long, userID: owner).orNotFound())
    }

    private func delete(_ request: Request) throws -> Response {
        guard try context.acronyms.delete(try request.id("acronymID")) else { throw HTTPError(.notFound) }
        return .empty(status: .noContent)
    }

    /// `201 Created` with an empty body; attaching an attached pair again keeps one link (spec §14).
    private func attach(_ request: Request) throws -> Response {
        let (acronym, category) = try pair(in: request)
        try context.categories.attach(acronym: acronym, category: category)
        return .empty(status: .created)
    }

    /// `204`, also when the pair was never attached.
    private func detach(_ request: Request) throws -> Response {
        let (acronym, category) = try pair(in: request)
        try context.categories.detach(acronym: acronym, category: category)
        return .empty(status: .noContent)
    }

    /// Short, long and owner from a create or update body.
    private func contents(of request: Request) throws -> (String, String, UUID) {
        if context.authEnabled {
            let body = try request.body(AcronymBody.self)
            return (body.short, body.long, try request.authenticatedUserID())
        }
        let body = try request.body(OwnedAcronymBody.self)
        return (body.short, body.long, body.userID)
    }

    /// The acronym and category ids of a link route, both of which must exist.
    private func pair(in request: Request) throws -> (UUID, UUID) {
        let acronymID = try request.id("acronymID")
        let categoryID = try request.id("categoryID")
        _ = try context.acronyms.find(acronymID).orNotFound()
        _ = try context.categories.find(categoryID).orNotFound()
        return (acronymID, categoryID)
    }
}
