import Basics

/// What a webhook watches and what its payloads carry: `{"options":{"filters":{…},"includes":{…}}}`,
/// given when it is created and shown as given when webhooks are listed.
public struct WebhookSpecification: Sendable, Hashable {
    public var filters: WebhookFilters
    public var includes: WebhookIncludes?

    public init(filters: WebhookFilters, includes: WebhookIncludes? = nil) {
        self.filters = filters
        self.includes = includes
    }
}

extension WebhookSpecification: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let options = try json.memberObject("options", in: "specification") else {
            throw SchemaError("specification.options is required")
        }
        guard let filters = try options.memberObject("filters", in: "specification.options") else {
            throw SchemaError("specification.options.filters is required")
        }
        self.init(
            filters: try WebhookFilters(json: filters),
            includes: try options.memberObject("includes", in: "specification.options").map(
                WebhookIncludes.init(json:)))
    }

    public var jsonMembers: JSONMembers { [("options", Options(specification: self))] }

    /// The `options` object, which holds the whole specification.
    private struct Options: JSONObjectModel {
        let specification: WebhookSpecification
        var jsonMembers: JSONMembers {
            [("filters", specification.filters), ("includes", specification.includes)]
        }
    }
}
