import Basics
import Courier
import Foundation
import TILModels

extension TILError {
    /// The message of a refusal without the TIL API's error body (``isForeignRefusal``).
    public static let notTIL = "The server did not answer as a TIL server does"

    /// Whether a server refused the request as unauthorised, forbidden or not found without the
    /// TIL API's error body (`{"error":true,"reason":…}`, which the book's server and til-server
    /// always send; ``Courier/StatusError/isForeignRefusal``): another program answered at that
    /// address (airtable-local, a proxy), so the status says nothing about the login or the
    /// acronyms.
    public var isForeignRefusal: Bool { (underlying as? CourierError)?.isForeignRefusal == true }

    /// Classifies a ``Courier/CourierError`` from `operation` and words it with the operation's message.
    ///
    /// A `401` keeps the operation's message here; ``TILSession`` turns a `401` on a write into
    /// ``notLoggedIn(reason:status:operation:underlying:)`` after logging out.
    public init(_ error: CourierError, operation: TILOperation?) {
        let message = operation?.failureMessage ?? "The request failed"
        switch error {
        case .status(let failure):
            // Not the TIL API's answer (another program at that address): its status means nothing
            // about logins or acronyms.
            if failure.isForeignRefusal {
                self.init(
                    kind: error.failureKind, message: Self.notTIL,
                    reason:
                        "\(HTTPStatus.named(failure.status)); check that TIL_API_URL names a TIL server",
                    status: failure.status, operation: operation, underlying: error)
                return
            }
            // Too many failed logins: the credentials may well be right, so don't blame them.
            let limited = operation == .login && failure.status == 429
            // No login route: a server running the chapter 11 API (auth off), not bad credentials.
            if operation == .login && failure.status == 404 {
                self.init(
                    kind: .input, message: "Could not log in: this server has no login",
                    reason:
                        "it may run without logins (the chapter 11 API); if so, turn logins off (TIL_AUTH=off)",
                    status: failure.status, operation: operation, underlying: error)
                return
            }
            // The API's own words, else the status (a proxy's page, an empty body).
            let reason = (failure.apiError as? APIErrorBody)?.reason ?? ""
            var said = reason.isEmpty ? HTTPStatus.named(failure.status) : reason
            // A rate limit says when to try again, as its Retry-After does, unless its words do.
            if failure.status == 429, !said.lowercased().contains("try again"), let wait = failure.retryAfter
            {
                said += "; try again in \(WaitText.text(wait))"
            }
            self.init(
                kind: error.failureKind,
                message: limited ? "Could not log in: too many failed attempts" : message,
                reason: said, status: failure.status, operation: operation, underlying: error)
        case .transport(let failure, _):
            // The app's login message blames the credentials; when the server could not be reached
            // that would send the user looking in the wrong place.
            let unreachable = operation == .login && failure.kind != .cancelled
            // A change that timed out may have been made: sent again at once, a new acronym would be
            // there twice.
            let unknown =
                error.mayHaveTakenEffect && operation != .login
                ? "; it may have been done all the same, so look before trying again" : ""
            self.init(
                kind: error.failureKind,
                message: unreachable ? "Could not reach the server to log in" : message,
                reason: "\(failure)\(unknown)", operation: operation, underlying: error)
        case .decoding(let failure):
            // An answer that says done but cannot be read may not be the change's (a redirect's
            // page, say): whether it was made is for the person to look at, as after a timeout.
            let unknown =
                error.mayHaveTakenEffect && operation != .login
                ? "; it may have been done all the same, so look before trying again" : ""
            self.init(
                kind: error.failureKind, message: message,
                reason: "the server's response could not be read (\(failure.whatDidNotFit))\(unknown)",
                status: failure.response.status, operation: operation, underlying: error)
        case .paging(let failure):
            self.init(
                kind: error.failureKind, message: message,
                reason: "the server's paging \(failure.explanation)",
                status: failure.response.status, operation: operation, underlying: error)
        case .encoding, .invalidRequest, .middleware:
            self.init(
                kind: error.failureKind, message: message, reason: "\(error)", operation: operation,
                underlying: error)
        }
    }
}
