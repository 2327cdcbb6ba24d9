import Basics
import Foundation

/// The server's own `GET /openapi.json`, read as a contract: which operation a request reaches and
/// which statuses that operation documents.
///
/// Requests are matched the way the router matches them: empty path segments are dropped, segments
/// compare percent-decoded and case-sensitively, a constant segment wins over a `{parameter}`, and
/// `HEAD` is answered by the `GET` operation. A request that reaches no operation must get the
/// router's `404`.
struct OpenAPIContract: Sendable {
    /// One segment of a path template.
    enum Segment: Sendable, Hashable {
        case constant(String)
        case parameter(String)
    }

    /// One documented method + path template.
    struct Operation: Sendable, CustomStringConvertible {
        let id: String
        let method: String
        let template: String
        let segments: [Segment]
        /// Status → media type → schema (`.null` when the media type has none).
        let responses: [Int: [String: JSONValue]]
        let requiredQuery: [String]

        var statuses: Set<Int> { Set(responses.keys) }

        var description: String { "\(id) (\(method.uppercased()) \(template))" }
    }

    let document: JSONValue
    let operations: [Operation]

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    init(document: JSONValue) throws {
        self.document = document
        guard let paths = document["paths"]?.objectValue else {
            throw HarnessError("openapi.json has no paths")
        }
        var operations: [Operation] = []
        for (template, item) in paths {
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                var responses: [Int: [String: JSONValue]] = [:]
                for (status, response) in operation["responses"]?.objectValue ?? [:] {
                    guard let code = Int(status) else { continue }
                    responses[code] = (response["content"]?.objectValue ?? [:]).mapValues {
                        $0["schema"] ?? .null
                    }
                }
                let query = (operation["parameters"]?.arrayValue ?? []).filter {
                    $0["in"] == .string("query")
                }
                .compactMap { $0["name"]?.stringValue }
                operations.append(
                    Operation(
                        id: operation["operationId"]?.stringValue ?? "?", method: method, template: template,
                        segments: Self.segments(ofTemplate: template), responses: responses,
                        requiredQuery: query))
            }
        }
        self.operations = operations.sorted { ($0.template, $0.method) < ($1.template, $1.method) }
    }

    /// The operation a request with `method` and `target` (path and optional query) reaches, if any.
    func operation(method: String, target: String) -> Operation? {
        let method = method.lowercased()
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let segments = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        let candidates = operations.filter { $0.method == method }
        if let found = bestMatch(segments, in: candidates) { return found }
        if method == "head" { return bestMatch(segments, in: operations.filter { $0.method == "get" }) }
        return nil
    }

    /// Where `response` departs from the document: an undocumented status for its operation (or
    /// anything but 404 when it reaches none), a content type the status does not list, a body where
    /// none is documented, or a JSON body that does not fit the documented schema.
    func problems(with response: TILResponse) -> [String] {
        let request = "\(response.method) \(response.shortTarget)"
        guard let operation = operation(method: response.method, target: response.target) else {
            return response.status == 404
                ? [] : ["\(request) reaches no documented operation but answered \(response.status), not 404"]
        }
        guard let content = operation.responses[response.status] else {
            return [
                "\(request) answered \(response.status), which \(operation) does not document "
                    + "(documented: \(operation.statuses.sorted()))"
            ]
        }
        if response.method == "HEAD" { return [] }
        guard let contentType = response.contentType else {
            return response.body.isEmpty || content.isEmpty
                ? [] : ["\(request): \(response.status) has a body but no content type"]
        }
        let mediaType = contentType.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
        guard let schema = content[mediaType] else {
            return [
                "\(request): \(response.status) as \(mediaType) is not documented (\(content.keys.sorted()))"
            ]
        }
        guard mediaType == "application/json", schema != .null else { return [] }
        guard let body = try? response.json() else { return ["\(request): the body is not JSON"] }
        return SchemaCheck(document: document).problems(
            body, schema, at: "\(request) \(response.status) body")
    }

    /// Among the templates matching `segments`, the one the router picks: a constant beats a parameter
    /// at the first position where they differ.
    private func bestMatch(_ segments: [String], in candidates: [Operation]) -> Operation? {
        let matching = candidates.filter { operation in
            operation.segments.count == segments.count
                && zip(operation.segments, segments).allSatisfy { template, segment in
                    if case .constant(let text) = template { return text == segment }
                    return true
                }
        }
        return matching.max { lhs, rhs in
            let left = lhs.segments.map(\.isConstant)
            let right = rhs.segments.map(\.isConstant)
            guard let index = left.indices.first(where: { left[$0] != right[$0] }) else { return false }
            return !left[index]
        }
    }

    static func segments(ofTemplate template: String) -> [Segment] {
        template.split(separator: "/").map { part in
            part.hasPrefix("{") && part.hasSuffix("}")
                ? .parameter(String(part.dropFirst().dropLast())) : .constant(String(part))
        }
    }
}

extension OpenAPIContract.Segment {
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }
}
