import AirtableModel
import Basics
import Foundation
import HTTPServer

/// The Airtable-compatible Web API over an `AirtableStore`: routes, authentication, rate limits and
/// Airtable's error bodies, as one `Responder` for `HTTPServer.Server`.
///
/// <!-- example context: func example(store: AirtableStore) async throws { EXAMPLE } -->
/// ```swift
/// import HTTPServer
///
/// let app = AirtableApplication(store: store, tokens: ["patLocal…"], limiter: RateLimiter())
/// let server = Server(configuration: app.serverConfiguration(port: 8081), responder: app.responder)
/// ```
public struct AirtableApplication: Sendable {
    public let store: AirtableStore
    /// The bearer tokens accepted.
    public let tokens: Set<String>
    /// The rate limiter; `nil` turns rate limits off.
    public let limiter: RateLimiter?
    /// Everything in front of the routes, then the routes. Given to a `Server`, it also refuses a request
    /// without a valid token when its headers arrive, before its body is read.
    public let responder: any Responder
    /// How many listings started, and how many their budget stopped (the time limit, a client gone).
    public let listingActivity = ListingActivity()

    /// The largest request body accepted (larger ones get 413): Airtable's limit as the model states it.
    /// `uploadAttachment` takes up to `AirtableLimits.attachmentUploadBodyBytes`, which is what the
    /// server reads at most; the screening and the gate hold every other request to this one.
    public static let maxBodyBytes = AirtableLimits.requestBodyBytes

    /// The most time one listing may spend filtering, sorting and computing formula fields, on the
    /// store's clock: past it the listing answers 422 (see `ListingBudget`). A listing whose client
    /// closes its connection stops too, whatever its time.
    public static let listingTimeLimit: Duration = .seconds(2)

    public init(
        store: AirtableStore, tokens: Set<String>, limiter: RateLimiter?,
        logger: Logger = Logger(level: .info),
        iteratorTimeToLive: TimeInterval = 600,
        listingTimeLimit: Duration = AirtableApplication.listingTimeLimit
    ) {
        self.store = store
        self.tokens = tokens
        self.limiter = limiter
        let services = Services(
            store: store, iterators: IteratorCache(timeToLive: iteratorTimeToLive),
            listingTimeLimit: listingTimeLimit, listingActivity: listingActivity)
        let gate = AirtableGate(tokens: tokens, limiter: limiter)
        let errors = ErrorMiddleware(logger: logger, render: AirtableGate.render)
        responder = AirtableScreening(
            gate: gate, inner: MiddlewareChain([errors, gate], in: Self.router(services)))
    }

    /// A server configuration whose own errors (413, unknown routes) use Airtable's bodies.
    public func serverConfiguration(
        host: String = AirtableLocalAddress.host, port: Int = AirtableLocalAddress.port,
        logLevel: LogLevel = .info,
        accessLogLevel: LogLevel = .debug
    ) -> ServerConfiguration {
        ServerConfiguration(
            host: host, port: port, maxBodyBytes: AirtableLimits.attachmentUploadBodyBytes,
            logLevel: logLevel,
            accessLogLevel: accessLogLevel, renderError: AirtableGate.render)
    }

    private static func router(_ services: Services) -> Router {
        var router = Router()
        let meta = MetaRoutes(services: services)
        router.get("v0/meta/whoami", use: meta.whoami)
        router.get("v0/meta/bases", use: meta.bases)
        router.post("v0/meta/bases", use: meta.createBase)
        router.get("v0/meta/bases/:base", use: meta.baseInformation)
        router.delete("v0/meta/bases/:base", use: meta.deleteBase)
        router.get("v0/meta/workspaces/:workspace", use: meta.workspace)
        router.get("v0/meta/bases/:base/tables", use: meta.tables)
        router.post("v0/meta/bases/:base/tables", use: meta.createTable)
        router.patch("v0/meta/bases/:base/tables/:table", use: meta.updateTable)
        router.post("v0/meta/bases/:base/tables/:table/fields", use: meta.createField)
        router.patch("v0/meta/bases/:base/tables/:table/fields/:field", use: meta.updateField)

        let attachments = AttachmentRoutes(services: services)
        router.post("v0/:base/:record/:field/uploadAttachment", use: attachments.upload)
        router.get("v0/\(AttachmentURL.segment)/:attachment/:filename", use: attachments.file)

        let webhooks = WebhookRoutes(services: services)
        router.get("v0/bases/:base/webhooks", use: webhooks.list)
        router.post("v0/bases/:base/webhooks", use: webhooks.create)
        router.delete("v0/bases/:base/webhooks/:webhook", use: webhooks.delete)
        router.post("v0/bases/:base/webhooks/:webhook/refresh", use: webhooks.refresh)
        router.post("v0/bases/:base/webhooks/:webhook/enableNotifications", use: webhooks.enableNotifications)
        router.get("v0/bases/:base/webhooks/:webhook/payloads", use: webhooks.payloads)

        let comments = CommentRoutes(services: services)
        router.get("v0/:base/:table/:record/comments", use: comments.list)
        router.post("v0/:base/:table/:record/comments", use: comments.create)
        router.patch("v0/:base/:table/:record/comments/:comment", use: comments.update)
        router.delete("v0/:base/:table/:record/comments/:comment", use: comments.delete)

        let list = ListRoutes(services: services)
        let records = RecordRoutes(services: services)
        router.get("v0/:base/:table", use: list.list)
        router.post("v0/:base/:table/listRecords", use: list.listByPost)
        router.post("v0/:base/:table", use: records.create)
        router.patch("v0/:base/:table", use: records.updateBatch)
        router.put("v0/:base/:table", use: records.updateBatch)
        router.delete("v0/:base/:table", use: records.deleteBatch)
        router.get("v0/:base/:table/:record", use: records.get)
        router.patch("v0/:base/:table/:record", use: records.updateOne)
        router.put("v0/:base/:table/:record", use: records.updateOne)
        router.delete("v0/:base/:table/:record", use: records.deleteOne)
        return router
    }
}
