import Courier
import Foundation
import TILModels

extension TILAPI {
    /// `/api/categories`: categories and the acronyms filed under them.
    public enum Categories {
        /// `GET /api/categories`: every category, in insertion order.
        public static func all() -> Request<[Category]> {
            Request<[Category]>.get("categories").operation(.listCategories)
        }

        /// `GET /api/categories/:id`.
        public static func get(_ id: UUID) -> Request<Category> {
            Request<Category>.get("categories/\(id)").operation(.getCategory)
        }

        /// `POST /api/categories` with `{"name"}`. Needs a token when authentication is on.
        /// Names need not be unique.
        public static func create(name: String) -> Request<Category> {
            Request<Category>.post("categories", body: Category(name: name)).operation(.createCategory)
        }

        /// `GET /api/categories/:id/acronyms`: the acronyms filed under the category, in attach order.
        public static func acronyms(of id: UUID) -> Request<[Acronym]> {
            Request<[Acronym]>.get("categories/\(id)/acronyms").operation(.categoryAcronyms)
        }
    }
}
