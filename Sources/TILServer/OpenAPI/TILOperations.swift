/// Every route of the TIL API with the statuses it answers, for the OpenAPI document.
///
/// A test sends real requests to a real server and checks that each answer's status is listed
/// here for its operation, and that every listed route exists: keep this table and the controllers
/// in step.
enum TILOperations {
    /// Statuses of a route that decodes a JSON body (400 wrong shape, 422 empty body); 413 and 415
    /// are every route's (``all(authEnabled:)``).
    private static let bodyErrors: [Int: String?] = [400: "Error", 422: "Error"]
    private static let notFound: [Int: String?] = [404: "Error"]

    static func all(authEnabled: Bool) -> [APIOperation] {
        let unauthorized: [Int: String?] = authEnabled ? [401: "Error"] : [:]
        let acronymInput = authEnabled ? "AcronymInput" : "OwnedAcronymInput"
        var operations = [
            APIOperation("get", "/", id: "root", "Says the server works", responses: [200: nil]),
            APIOperation("get", "/hello", id: "hello", "Says hello", responses: [200: nil]),
            APIOperation("get", "/openapi.json", id: "openAPI", "This document", responses: [200: nil]),
            APIOperation(
                "get", "/api/acronyms", id: "listAcronyms", "All acronyms, in insertion order",
                responses: [200: "Acronyms"]),
            APIOperation(
                "post", "/api/acronyms", id: "createAcronym", "Create an acronym (owned by the caller)",
                protected: true,
                body: acronymInput,
                responses: [200: "Acronym"].merging(bodyErrors) { $1 }.merging(unauthorized) { $1 }),
            APIOperation(
                "get", "/api/acronyms/{acronymID}", id: "getAcronym", "One acronym",
                responses: [200: "Acronym"].merging(notFound) { $1 }),
            APIOperation(
                "put", "/api/acronyms/{acronymID}", id: "updateAcronym",
                "Replace an acronym's short, long and owner", protected: true,
                body: acronymInput,
                responses: [200: "Acronym"].merging(bodyErrors) { $1 }.merging(unauthorized) { $1 }.merging(
                    notFound
                ) { $1 }),
            APIOperation(
                "delete", "/api/acronyms/{acronymID}", id: "deleteAcronym", "Delete an acronym",
                protected: true,
                responses: [204: nil].merging(unauthorized) { $1 }.merging(notFound) { $1 }),
            APIOperation(
                "get", "/api/acronyms/search", id: "searchAcronyms",
                "Exact, case-sensitive match on short or long",
                query: ["term"], responses: [200: "Acronyms", 400: "Error"]),
            APIOperation(
                "get", "/api/acronyms/first", id: "firstAcronym", "The first acronym",
                responses: [200: "Acronym", 404: "Error"]),
            APIOperation(
                "get", "/api/acronyms/sorted", id: "sortedAcronyms", "Acronyms sorted by short",
                responses: [200: "Acronyms"]),
            APIOperation(
                "get", "/api/acronyms/{acronymID}/user", id: "acronymUser", "The acronym's owner",
                responses: [200: "User", 404: "Error"]),
            APIOperation(
                "get", "/api/acronyms/{acronymID}/categories", id: "acronymCategories",
                "The acronym's categories, in attach order",
                responses: [200: "Categories", 404: "Error"]),
            APIOperation(
                "post", "/api/acronyms/{acronymID}/categories/{categoryID}", id: "attachCategory",
                "File the acronym under a category (idempotent; empty body)", protected: true,
                responses: [201: nil].merging(unauthorized) { $1 }.merging(notFound) { $1 }),
            APIOperation(
                "delete", "/api/acronyms/{acronymID}/categories/{categoryID}", id: "detachCategory",
                "Remove the acronym from a category", protected: true,
                responses: [204: nil].merging(unauthorized) { $1 }.merging(notFound) { $1 }),
            APIOperation(
                "get", "/api/users", id: "listUsers", "All users, in insertion order",
                responses: [200: "Users"]),
            APIOperation(
                "post", "/api/users", id: "createUser", "Create a user", protected: true,
                body: authEnabled ? "UserInput" : "OpenUserInput",
                responses: [200: "User", 409: "Error"].merging(bodyErrors) { $1 }.merging(unauthorized) { $1 }
            ),
            APIOperation(
                "get", "/api/users/{userID}", id: "getUser", "One user",
                responses: [200: "User", 404: "Error"]),
            APIOperation(
                "get", "/api/users/{userID}/acronyms", id: "userAcronyms", "The user's acronyms",
                responses: [200: "Acronyms", 404: "Error"]),
            APIOperation(
                "get", "/api/categories", id: "listCategories", "All categories, in insertion order",
                responses: [200: "Categories"]),
            APIOperation(
                "post", "/api/categories", id: "createCategory", "Create a category", protected: true,
                body: "CategoryInput",
                responses: [200: "Category", 409: "Error"].merging(bodyErrors) { $1 }.merging(unauthorized) {
                    $1
                }),
            APIOperation(
                "get", "/api/categories/{categoryID}", id: "getCategory", "One category",
                responses: [200: "Category", 404: "Error"]),
            APIOperation(
                "get", "/api/categories/{categoryID}/acronyms", id: "categoryAcronyms",
                "The category's acronyms, in attach order",
                responses: [200: "Acronyms", 404: "Error"]),
        ]
        if authEnabled {
            operations.append(
                APIOperation(
                    "post", "/api/users/login", id: "login",
                    "Exchange Basic credentials for a new bearer token",
                    responses: [200: "Token", 401: "Error", 429: "Error", 503: "Error"]))
            operations.append(
                APIOperation(
                    "post", "/api/users/logout", id: "logout", "Revoke the bearer token the request carries",
                    protected: true, responses: [204: nil, 401: "Error"]))
            operations.append(
                APIOperation(
                    "post", "/api/users/logout/all", id: "logoutEverywhere",
                    "Revoke every bearer token of the user the request's token belongs to",
                    protected: true, responses: [204: nil, 401: "Error"]))
        }
        // Any request's body is refused whole when it is over the limit (a GET's over 16 KiB), or
        // compressed (`Content-Encoding`), whatever the route.
        return operations.map { $0.answering(413).answering(415) }
    }
}
