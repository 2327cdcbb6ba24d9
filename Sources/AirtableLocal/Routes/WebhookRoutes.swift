import AirtableModel
import Basics
import Foundation
import HTTPServer

/// A base's webhooks (`/v0/bases/{base}/webhooks…`): create, list, refresh, turn notifications on and
/// off, delete, and list a webhook's payloads by cursor. A base has at most 10; a webhook lives 7
/// days from its creation, its last refresh or its last payload listing (see `StoredWebhook`). An
/// unknown webhook is 404 `NOT_FOUND`; a body or parameter of the wrong shape is 422
/// `INVALID_REQUEST_UNKNOWN` naming what is wrong.
struct WebhookRoutes {
    let services: Services

    func create(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let new: NewWebhook
        do {
            new = try NewWebhook(json: try services.body(request))
        } catch let error as SchemaError {
            throw AirtableError.invalidRequest(error.description)
        }
        try Self.check(new, in: state, from: request)
        let now = Timestamp(services.store.clock.now())
        let hook = try services.store.write(state.schema.id) { state, changes in
            guard state.webhooks.listed(at: now).count < AirtableLimits.webhooksPerBase else {
                throw AirtableError.tooManyWebhooks
            }
            let hook = StoredWebhook(
                id: AirtableID.make(.webhook), position: state.webhooks.nextPosition,
                macSecretBase64: SecureRandom.base64(32), notificationURL: new.notificationUrl,
                specification: new.specification, createdTime: now, expirationTime: Self.expiration(from: now)
            )
            state.webhooks.put(hook)
            changes.savedWebhooks.insert(hook.id)
            return hook
        }
        return Response.json(
            CreatedWebhook(
                id: hook.id, macSecretBase64: hook.macSecretBase64,
                expirationTime: hook.expirationTime.iso8601))
    }

    func list(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let now = Timestamp(services.store.clock.now())
        return Response.json(WebhookList(webhooks: state.webhooks.listed(at: now).map { $0.model(at: now) }))
    }

    /// Extends an enabled webhook's life to 7 days from now; an expired one cannot be refreshed.
    func refresh(_ request: Request) throws -> Response {
        let hook = try edit(request) { hook, now throws(AirtableError) in
            guard hook.isEnabled(at: now) else {
                throw .invalidRequest(
                    "webhook \(hook.id) has expired and cannot be refreshed; create a new one")
            }
            hook.expirationTime = Self.expiration(from: now)
        }
        return Response.json(WebhookExpiration(expirationTime: hook.expirationTime.iso8601))
    }

    /// `{"enable": true|false}` turns the webhook's notifications on or off.
    func enableNotifications(_ request: Request) throws -> Response {
        let body = try services.body(request)
        guard let enable = body["enable"]?.boolValue else {
            throw AirtableError.invalidRequest("the body needs \"enable\": true or false")
        }
        _ = try edit(request) { hook, _ in hook.areNotificationsEnabled = enable }
        return Response.json(JSONValue.object([:]))
    }

    func delete(_ request: Request) throws -> Response {
        _ = try services.base(request)
        let now = Timestamp(services.store.clock.now())
        try services.store.write(request.parameters["base"] ?? "") { state, changes in
            guard let id = request.parameters["webhook"], state.webhooks.hook(id, at: now) != nil else {
                throw AirtableError.notFound
            }
            state.webhooks.remove(id)
            changes.deletedWebhooks.insert(id)
        }
        return Response.json(JSONValue.object([:]))
    }

    /// The payloads from `cursor` (default 1) on, at most `limit` (1–50, default 50); listing them
    /// extends an enabled webhook's life, as Airtable's does. An unknown webhook is 404 whatever
    /// the parameters.
    func payloads(_ request: Request) throws -> Response {
        var asked = (cursor: 1, limit: AirtableLimits.webhookPayloadsPerPage)
        let hook = try edit(request) { hook, now throws(AirtableError) in
            asked = try Self.payloadRange(request)
            if hook.isEnabled(at: now) { hook.expirationTime = Self.expiration(from: now) }
        }
        let kept = hook.payloads(from: asked.cursor, at: Timestamp(services.store.clock.now()))
        let page = kept.prefix(asked.limit)
        return Response.json(
            WebhookPayloadPage(
                payloads: page.map(\.payload), cursor: page.last.map { $0.cursor + 1 } ?? asked.cursor,
                mightHaveMore: kept.count > page.count))
    }

    /// The `cursor` and `limit` a payloads request asks for.
    private static func payloadRange(_ request: Request) throws(AirtableError) -> (cursor: Int, limit: Int) {
        let cursor =
            try request.query["cursor"].map { text throws(AirtableError) in
                try ListParameters.integer(text, "cursor")
            } ?? 1
        guard cursor >= 1 else { throw AirtableError.invalidRequest("cursor must be 1 or more") }
        let limit =
            try request.query["limit"].map { text throws(AirtableError) in
                try ListParameters.integer(text, "limit")
            } ?? AirtableLimits.webhookPayloadsPerPage
        guard (1...AirtableLimits.webhookPayloadsPerPage).contains(limit) else {
            throw AirtableError.invalidRequest(
                "limit must be between 1 and \(AirtableLimits.webhookPayloadsPerPage)")
        }
        return (cursor, limit)
    }

    /// Changes the webhook the path names in one write (404 `NOT_FOUND` when there is none); the
    /// webhook as changed.
    private func edit(
        _ request: Request, _ change: (inout StoredWebhook, Timestamp) throws(AirtableError) -> Void
    ) throws -> StoredWebhook {
        _ = try services.base(request)
        let now = Timestamp(services.store.clock.now())
        return try services.store.write(request.parameters["base"] ?? "") { state, changes in
            guard let id = request.parameters["webhook"], var hook = state.webhooks.hook(id, at: now) else {
                throw AirtableError.notFound
            }
            try change(&hook, now)
            state.webhooks.put(hook)
            changes.savedWebhooks.insert(id)
            return hook
        }
    }

    private static func expiration(from now: Timestamp) -> Timestamp {
        Timestamp(milliseconds: now.milliseconds + StoredWebhook.lifetimeMilliseconds)
    }

    /// What the model cannot judge alone: the URL is `http(s)`, and the scope and fields named exist
    /// in the base (the fields in the scope's table when there is one).
    /// A loopback `notificationUrl` is taken only from a client on this machine: one elsewhere could
    /// otherwise have the server post to this machine's other services, and read how they answered
    /// in `lastNotificationResult`.
    private static func check(_ new: NewWebhook, in state: BaseState, from request: Request)
        throws(AirtableError)
    {
        if let text = new.notificationUrl {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host() != nil
            else { throw .invalidRequest("notificationUrl must be an http or https URL") }
            guard request.isFromThisMachine || !Loopback.isWebURL(url) else {
                throw .invalidRequest("notificationUrl may name this machine only from a client on it")
            }
        }
        let filters = new.specification.filters
        var tables = state.schema.tables
        if let scope = filters.recordChangeScope {
            guard let table = state.schema.table(scope: scope) else {
                throw .invalidRequest(
                    "recordChangeScope \(AirtableError.echo(scope)) is not a table or view of this base")
            }
            tables = [table]
        }
        var fieldIDs = (filters.watchDataInFieldIds ?? []) + (filters.watchSchemasOfFieldIds ?? [])
        if case .fields(let ids)? = new.specification.includes?.cellValuesInFieldIds { fieldIDs += ids }
        for id in fieldIDs where !tables.contains(where: { $0.field(id: id) != nil }) {
            throw .invalidRequest(
                "field \(AirtableError.echo(id)) is not a field of \(filters.recordChangeScope ?? "this base")"
            )
        }
    }
}
