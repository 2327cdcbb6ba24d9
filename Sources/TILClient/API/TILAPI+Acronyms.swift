import Courier
import Foundation
import TILModels

extension TILAPI {
    /// `/api/acronyms`: acronyms, their owner and their categories.
    public enum Acronyms {
        /// `GET /api/acronyms`: every acronym, in insertion order.
        public static func all() -> Request<[Acronym]> {
            Request<[Acronym]>.get("acronyms").operation(.listAcronyms)
        }

        /// `GET /api/acronyms/:id`.
        public static func get(_ id: UUID) -> Request<Acronym> {
            Request<Acronym>.get("acronyms/\(id)").operation(.getAcronym)
        }

        /// `POST /api/acronyms` with `{"short","long"}` (plus `"userID"` when authentication is off).
        /// Needs a token when authentication is on; the owner is then the caller.
        public static func create(_ data: CreateAcronymData) -> Request<Acronym> {
            Request<Acronym>.post("acronyms", body: data).operation(.createAcronym)
        }

        /// `PUT /api/acronyms/:id` with the new values. Needs a token when authentication is on.
        public static func update(_ id: UUID, with data: CreateAcronymData) -> Request<Acronym> {
            Request<Acronym>.put("acronyms/\(id)", body: data).operation(.updateAcronym)
        }

        /// `DELETE /api/acronyms/:id` (`204`). Needs a token when authentication is on.
        public static func delete(_ id: UUID) -> Request<Void> {
            Request<Void>.delete("acronyms/\(id)").operation(.deleteAcronym)
        }

        /// `GET /api/acronyms/search?term=…`: acronyms whose short form or meaning equals `term`
        /// exactly (case-sensitive).
        public static func search(_ term: String) -> Request<[Acronym]> {
            Request<[Acronym]>.get("acronyms/search", query: [URLQueryItem(name: "term", value: term)])
                .operation(.searchAcronyms)
        }

        /// `GET /api/acronyms/first`: the first acronym saved (`404` when there is none).
        public static func first() -> Request<Acronym> {
            Request<Acronym>.get("acronyms/first").operation(.firstAcronym)
        }

        /// `GET /api/acronyms/sorted`: every acronym sorted by its short form.
        public static func sorted() -> Request<[Acronym]> {
            Request<[Acronym]>.get("acronyms/sorted").operation(.sortedAcronyms)
        }

        /// `GET /api/acronyms/:id/user`: the acronym's owner.
        public static func user(of id: UUID) -> Request<User> {
            Request<User>.get("acronyms/\(id)/user").operation(.acronymUser)
        }

        /// `GET /api/acronyms/:id/categories`: the acronym's categories, in attach order.
        public static func categories(of id: UUID) -> Request<[Category]> {
            Request<[Category]>.get("acronyms/\(id)/categories").operation(.acronymCategories)
        }

        /// `POST /api/acronyms/:id/categories/:categoryID` (`201`, no body): files the acronym under
        /// the category. Needs a token when authentication is on.
        public static func attach(_ acronymID: UUID, to categoryID: UUID) -> Request<Void> {
            Request<Void>.post("acronyms/\(acronymID)/categories/\(categoryID)").operation(.attachCategory)
        }

        /// `DELETE /api/acronyms/:id/categories/:categoryID` (`204`, also when never attached).
        /// Needs a token when authentication is on.
        public static func detach(_ acronymID: UUID, from categoryID: UUID) -> Request<Void> {
            Request<Void>.delete("acronyms/\(acronymID)/categories/\(categoryID)").operation(.detachCategory)
        }
    }
}
