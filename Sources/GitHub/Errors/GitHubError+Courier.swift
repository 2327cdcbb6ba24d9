import Basics
import Courier
import Foundation

extension GitHubError {
    /// Classifies a Courier error from a request about `subject`.
    public init(_ error: CourierError, subject: Subject, now: Date = Date()) {
        switch error {
        case .status(let failure):
            let body = failure.apiError as? GitHubErrorBody ?? GitHubErrorBody.decode(failure.response.body)
            if var limit = RateLimitExceeded.classify(
                status: failure.status, headers: failure.headers, body: body, now: now)
            {
                limit.refusal = failure
                self = .rateLimited(limit)
                return
            }
            let refusal = failure.decodingAPIError { GitHubErrorBody.decode($0.body) }
            switch failure.status {
            case 404: self = .notFound(subject, refusal)
            case 401: self = .unauthorized(refusal)
            case 403: self = .forbidden(refusal)
            case 400, 410, 422: self = .invalidRequest(refusal)
            default: self = .server(refusal)
            }
        case .transport(let failure, _):
            switch failure.kind {
            case .cancelled: self = .cancelled
            // The server answered, but with more than can be read: a body or headers too large.
            case .responseTooLarge: self = .malformedResponse(failure.message, response: nil)
            default: self = .unreachable(failure)
            }
        case .decoding(let failure):
            self = .malformedResponse(
                "\(failure.whatDidNotFit) (\(failure.request.summary), \(failure.response.status))",
                response: failure.response)
        case .paging(let failure):
            if case .tooManyPages = failure.reason {
                self = .other("GitHub's listing is too long to fetch whole: \(failure.explanation)")
            } else {
                self = .malformedResponse(failure.explanation, response: failure.response)
            }
        case .middleware(_, let cap as WaitCapReached, _):
            // Refused before sending: an earlier rate limit paused these requests beyond the cap.
            let retryAt = now.addingTimeInterval(Double(cap.asked.components.seconds))
            self = .rateLimited(
                RateLimitExceeded(kind: .primary, retryAt: retryAt, rateLimit: nil, message: "\(cap)"))
        case .encoding, .invalidRequest, .middleware:
            self = .other("\(error)")
        }
    }
}
