/// The JSON schemas of the TIL API's bodies.
enum OpenAPISchemas {
    private static var uuid: [String: Any] { ["type": "string", "format": "uuid"] }
    private static var string: [String: Any] { ["type": "string"] }
    /// Text a client sends: no NUL (`CheckedBody` refuses it; PostgreSQL cannot store one).
    private static var text: [String: Any] { ["type": "string", "pattern": "^[^\\u0000]*$"] }
    private static var reference: [String: Any] {
        ["type": "object", "required": ["id"], "properties": ["id": uuid]]
    }

    static var all: [String: Any] {
        [
            "Acronym": object(["id": uuid, "short": string, "long": string, "user": reference]),
            "Acronyms": ["type": "array", "items": OpenAPIDocument.ref("Acronym")],
            "User": object(["id": uuid, "name": string, "username": string]),
            "Users": ["type": "array", "items": OpenAPIDocument.ref("User")],
            "Category": object(["id": uuid, "name": string]),
            "Categories": ["type": "array", "items": OpenAPIDocument.ref("Category")],
            "Token": object(["id": uuid, "value": string, "user": reference]),
            "Error": object(["error": ["type": "boolean"], "reason": string]),
            "AcronymInput": object(["short": text, "long": text]),
            "OwnedAcronymInput": object(["short": text, "long": text, "userID": uuid]),
            // With logins, a username a login can send: no colon (`Username.loginProblem`), and a
            // password bcrypt reads whole (`BCrypt`).
            "UserInput": object(
                [
                    "id": uuid, "name": text, "username": ["type": "string", "pattern": "^[^:\\u0000]*$"],
                    "password": [
                        "type": "string", "pattern": "^[^\\u0000]*$", "maxLength": 72,
                        "description": "At most 72 bytes in UTF-8 (bcrypt reads no more).",
                    ],
                ], optional: ["id"]),
            "OpenUserInput": object(["id": uuid, "name": text, "username": text], optional: ["id"]),
            "CategoryInput": object(["id": uuid, "name": text], optional: ["id"]),
        ]
    }

    /// An object schema whose properties are all required except `optional`, which may also be `null`
    /// (the book's clients send whole models, e.g. `{"id":null,"name":"Teenager"}`).
    private static func object(_ properties: [String: Any], optional: Set<String> = []) -> [String: Any] {
        var properties = properties
        for name in optional {
            guard var property = properties[name] as? [String: Any], let type = property["type"] as? String
            else { continue }
            property["type"] = [type, "null"]
            properties[name] = property
        }
        return [
            "type": "object", "required": properties.keys.filter { !optional.contains($0) }.sorted(),
            "properties": properties,
        ]
    }
}
