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
        let statuses: Set<Int>
        let requiredQuery: [String]

        var description: String { "\(id) (\(method.uppercased()) \(template))" }
    }

    let document: JSON
    let operations: [Operation]

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    init(document: JSON) throws {
        self.document = document
        guard let paths = document["paths"]?.object else { throw HarnessError("openapi.json has no paths") }
        var operations: [Operation] = []
        for (template, item) in paths {
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                let statuses = (operation["responses"]?.object ?? [:]).keys.compactMap { Int($0) }
                let query = (operation["parameters"]?.array ?? []).filter { $0["in"] == .string("query") }
                    .compactMap { $0["name"]?.string }
                operations.append(
                    Operation(
                        id: operation["operationId"]?.string ?? "?", method: method, template: template,
                        segments: Self.segments(ofTemplate: template), statuses: Set(statuses),
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

    /// Why a response's status is not what the contract allows for its request, or `nil` when it is.
    func violation(method: String, target: String, status: Int) -> String? {
        guard let operation = operation(method: method, target: target) else {
            return status == 404
                ? nil : "\(method) \(target) reaches no documented operation but answered \(status), not 404"
        }
        return operation.statuses.contains(status)
            ? nil
            : "\(method) \(target) answered \(status), which \(operation) does not document "
                + "(documented: \(operation.statuses.sorted()))"
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
