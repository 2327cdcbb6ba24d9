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
        public var reasonPhrase: String { Self.reasonPhrases[code] ?? "Unknown" }

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
        public static let unsupportedMediaType: Status = 415
        public static let unprocessableEntity: Status = 422
        public static let tooManyRequests: Status = 429
        public static let internalServerError: Status = 500
        public static let notImplemented: Status = 501
        public static let serviceUnavailable: Status = 503

        private static let reasonPhrases: [Int: String] = [
            100: "Continue", 101: "Switching Protocols",
            200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information",
            204: "No Content", 205: "Reset Content", 206: "Partial Content",
            300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other",
            304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
            400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
            404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout",
            409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
            413: "Payload Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
            416: "Range Not Satisfiable", 417: "Expectation Failed", 418: "I'm a teapot",
            422: "Unprocessable Entity", 428: "Precondition Required", 429: "Too Many Requests",
            431: "Request Header Fields Too Large",
            500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
            503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
        ]
    }
}
