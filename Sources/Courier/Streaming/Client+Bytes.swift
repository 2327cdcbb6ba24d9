import Foundation

extension Client {
    /// Sends the request and returns its response's head as soon as it arrives, with the body to
    /// read as it comes: server-sent lines, a long export, anything too large or too slow to wait
    /// for whole. The request's decoder is not used.
    ///
    /// The request goes through the whole pipeline: authentication, validation (a status that is
    /// not 2xx throws its ``StatusError`` here, with its body), and retry until the body begins;
    /// once it has, a failure is thrown by the reading instead. ``CurlTransport`` hands over the
    /// body as it is received; other transports hand it over in one chunk once complete. With
    /// ``CurlTransport`` the request's timeout (the transport's, 60 s, unless the request sets
    /// one) is how long the body may stall, so a stream that keeps sending is never cut off, nor one
    /// held back for a reader that fell behind; one silent for longer ends as timed out: give a
    /// stream whose events are far apart a longer one.
    ///
    /// <!-- example context:
    /// func example(client: Client, handle: (String) throws -> Void) async throws { EXAMPLE } -->
    /// ```swift
    /// let (body, response) = try await client.bytes(for: Request<Data>.get("exports/today.jsonl"))
    /// for try await line in body.lines() { try handle(line) }
    /// ```
    ///
    /// - Parameter bufferLimit: how far, in bytes, the reading may fall behind the transfer:
    ///   past it, ``CurlTransport`` stops receiving until the reader has caught up (to half the
    ///   limit), so a slow reader never has more than about this much waiting in memory.
    public func bytes<Response>(for request: Request<Response>, bufferLimit: Int = 8 << 20)
        async throws(CourierError) -> (ResponseBytes, HTTPResponse)
    {
        var httpRequest = try makeHTTPRequest(request)
        let stream = BodyStream(limit: bufferLimit)
        httpRequest.options.bodyStream = stream
        let producer = Task { [httpRequest] in
            do {
                stream.finish(with: try await send(httpRequest))
            } catch {
                stream.fail(error)
            }
        }
        stream.setProducer(producer)
        do {
            let head = try await withTaskCancellationHandler {
                try await stream.head()
            } onCancel: {
                producer.cancel()
            }
            return (ResponseBytes(stream: stream), head)
        } catch let error as CourierError {
            throw error
        } catch {
            throw CourierError.transport(TransportError(.other, "\(error)"), request: httpRequest).redacted
        }
    }
}
