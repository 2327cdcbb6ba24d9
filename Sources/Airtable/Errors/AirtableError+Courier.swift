import Courier

extension AirtableError {
    /// Classifies a Courier failure: Airtable's own error body when there is one, else the status,
    /// the transport failure or the decoding problem.
    init(_ error: CourierError) {
        let request = error.request?.summary
        switch error {
        case .status(let failure):
            if let body = failure.apiError as? AirtableErrorBody {
                self.init(status: failure.status, type: body.type, message: body.message, request: request)
            } else {
                self.init(
                    status: failure.status, type: Self.httpError,
                    message: HTTPStatus.reasonPhrase(failure.status), request: request)
            }
        case .transport(let failure, _):
            let type =
                switch failure.kind {
                case .cancelled: Self.cancelled
                // The server answered, but with more than can be read.
                case .responseTooLarge: Self.decoding
                default: Self.unreachable
                }
            self.init(status: nil, type: type, message: failure.description, request: request)
        case .decoding(let failure):
            let place = failure.codingPath.isEmpty ? "" : " at \(failure.codingPath)"
            self.init(
                status: failure.response.status, type: Self.decoding,
                message: "could not read \(failure.type)\(place): \(failure.reason)", request: request)
        case .encoding(let failure):
            self.init(status: nil, type: Self.encoding, message: "\(failure)", request: request)
        case .invalidRequest(let message):
            self.init(status: nil, type: Self.invalidRequest, message: message, request: request)
        case .paging(let failure):
            self.init(
                status: failure.response.status, type: Self.paging, message: failure.explanation,
                request: request)
        case .middleware(let message, let underlying, _):
            if let airtable = underlying as? AirtableError {
                self = airtable
            } else if underlying is WaitCapReached {
                // The base is paused after a 429 for longer than this request may wait.
                self.init(status: nil, type: Self.rateLimited, message: "\(underlying)", request: request)
            } else {
                self.init(
                    status: nil, type: Self.invalidRequest, message: "\(message): \(underlying)",
                    request: request)
            }
        }
    }
}
