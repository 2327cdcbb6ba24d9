import Foundation
import HTTPServer

/// Renders the OpenAPI 3.1 document of the TIL API from ``TILOperations``.
enum OpenAPIDocument {
    static func render(authEnabled: Bool) -> [String: Any] {
        var paths: [String: [String: Any]] = [:]
        for operation in TILOperations.all(authEnabled: authEnabled) {
            paths[operation.path, default: [:]][operation.method] = describe(
                operation, authEnabled: authEnabled)
        }
        var components: [String: Any] = ["schemas": OpenAPISchemas.all]
        if authEnabled {
            components["securitySchemes"] = [
                "bearer": ["type": "http", "scheme": "bearer"], "basic": ["type": "http", "scheme": "basic"],
            ]
        }
        return [
            "openapi": "3.1.0",
            "info": [
                "title": "TIL API", "version": "1.0.0",
                "description": "The Today I Learned API of Server-Side Swift with Vapor, "
                    + (authEnabled ? "chapter 19 (bearer tokens)." : "chapter 11 (no authentication)."),
            ],
            "paths": paths,
            "components": components,
        ]
    }

    private static func describe(_ operation: APIOperation, authEnabled: Bool) -> [String: Any] {
        var description: [String: Any] = ["operationId": operation.id, "summary": operation.summary]
        let parameters =
            operation.pathParameters.map {
                ["name": $0, "in": "path", "required": true, "schema": ["type": "string"]]
            }
            + operation.query.map {
                ["name": $0, "in": "query", "required": true, "schema": ["type": "string"]]
            }
        if !parameters.isEmpty { description["parameters"] = parameters }
        if let body = operation.body {
            description["requestBody"] = [
                "required": true,
                "content": [
                    "application/json": ["schema": ref(body)],
                    "application/x-www-form-urlencoded": ["schema": ref(body)],
                ],
            ]
        }
        if authEnabled && operation.protected { description["security"] = [["bearer": [String]()]] }
        if operation.id == "login" { description["security"] = [["basic": [String]()]] }
        var responses: [String: Any] = [:]
        for (status, schema) in operation.responses {
            var response: [String: Any] = ["description": HTTPError(Response.Status(code: status)).reason]
            if let schema {
                response["content"] = ["application/json": ["schema": ref(schema)]]
            } else if status == 200 {
                // The plain-text routes, and this document itself (a JSON object).
                response["content"] =
                    operation.id == "openAPI"
                    ? ["application/json": ["schema": ["type": "object"]]]
                    : ["text/plain": ["schema": ["type": "string"]]]
            }
            responses[String(status)] = response
        }
        description["responses"] = responses
        return description
    }

    static func ref(_ schema: String) -> [String: String] { ["$ref": "#/components/schemas/\(schema)"] }
}

extension Response {
    /// `GET /openapi.json`, rendered once.
    static func openAPI(authEnabled: Bool) -> Response {
        let document = OpenAPIDocument.render(authEnabled: authEnabled)
        let data =
            (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(status: .ok, headers: ["content-type": jsonContentType], body: Array(data))
    }
}
