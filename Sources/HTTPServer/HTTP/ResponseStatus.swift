import Basics

extension Response {
    /// An HTTP status code with its standard reason phrase.
    ///
    /// Write `.ok`, `.notFound` or any code as an integer literal (`418`).
    public struct Status: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The numeric code, e.g. `404`.
        public let code: Int

        public init(code: Int) { self.code = code }
        public init(integerLiteral value: Int) { self.init(code: value) }

        /// The standard reason phrase (`Not Found`), or `Unknown` for codes without one.
        public var reasonPhrase: String { HTTPStatus.reasonPhrase(code).nonEmpty ?? "Unknown" }

        public var description: String { "\(code) \(reasonPhrase)" }

        public static let ok: Status = 200
        public static let created: Status = 201
        public static let accepted: Status = 202
        public static let noContent: Status = 204
        public static let movedPermanently: Status = 301
        public static let found: Status = 302
        public static let seeOther: Status = 303
        public static let notModified: Status = 304
        public static let badRequest: Status = 400
        public static let unauthorized: Status = 401
        public static let forbidden: Status = 403
        public static let notFound: Status = 404
        public static let methodNotAllowed: Status = 405
        public static let conflict: Status = 409
        public static let payloadTooLarge: Status = 413
        public static let uriTooLong: Status = 414
        public static let unsupportedMediaType: Status = 415
        /// The request is for a name (`Host`) this server does not answer to.
        public static let misdirectedRequest: Status = 421
        public static let unprocessableEntity: Status = 422
        public static let tooManyRequests: Status = 429
        public static let requestHeaderFieldsTooLarge: Status = 431
        public static let internalServerError: Status = 500
        public static let notImplemented: Status = 501
        public static let badGateway: Status = 502
        public static let serviceUnavailable: Status = 503
    }
}
