import AirtableModel
import Basics
import Courier

extension AirtableError {
    /// Classifies a Courier failure: Airtable's own error body when there is one, else the status,
    /// the transport failure or the decoding problem. `error` is kept as ``underlying``.
    init(_ error: CourierError) {
        self.init(classifying: error)
        if underlying == nil { underlying = error }
    }

    private init(classifying error: CourierError) {
        let request = error.request?.summary
        switch error {
        case .status(let failure):
            if var answer = failure.apiError as? AirtableError {
                answer.request = request
                self = answer
            } else {
                self.init(
                    status: failure.status, type: .httpError,
                    message: HTTPStatus.reason(failure.status),
                    request: request)
            }
        case .transport(let failure, _):
            let type: AirtableErrorType =
                switch failure.kind {
                case .cancelled: .cancelled
                // The server answered, but with more than can be read.
                case .responseTooLarge: .decoding
                default: .unreachable
                }
            self.init(status: nil, type: type, message: failure.description, request: request)
        case .decoding(let failure):
            self.init(
                status: failure.response.status, type: .decoding,
                message: "could not read the answer: \(failure.whatDidNotFit)",
                request: request)
        case .encoding(let failure):
            self.init(status: nil, type: .encoding, message: "\(failure)", request: request)
        case .invalidRequest(let message):
            self.init(status: nil, type: .invalidRequest, message: message, request: request)
        case .paging(let failure):
            self.init(
                status: failure.response.status, type: .paging, message: failure.explanation,
                request: request)
        case .middleware(let message, let underlying, _):
            if let airtable = underlying as? AirtableError {
                self = airtable
            } else if underlying is WaitCapReached {
                // The base is paused after a 429 for longer than this request may wait.
                self.init(status: nil, type: .rateLimitReached, message: "\(underlying)", request: request)
            } else {
                self.init(
                    status: nil, type: .invalidRequest, message: "\(message): \(underlying)", request: request
                )
            }
        }
    }
}
