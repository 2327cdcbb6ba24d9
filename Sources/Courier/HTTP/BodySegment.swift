import Foundation

/// One piece of a request body sent from several sources, in order (``HTTPRequest/bodySegments``):
/// bytes in memory, or a file read as it is sent.
///
/// A multipart form with file parts becomes segments: its framing and text fields as `data`, each
/// file as `file`. So a large file never sits in memory, whatever form it is sent in. (A form with a
/// streamed part is one `stream` of all its parts.)
public enum BodySegment: Sendable, Hashable {
    /// Bytes sent as they are.
    case data(Data)
    /// A regular file's whole contents, read as they are sent. Its size when the transfer starts is
    /// what it contributes to `Content-Length`.
    case file(URL)
    /// Chunks made while the body is sent (``RequestBody/stream(_:contentType:)``); only ever the
    /// one segment of a body.
    case stream(UploadStream)
}

extension [BodySegment] {
    /// The stream these segments are, when they are one (a stream is only ever a body's one
    /// segment).
    var onlyStream: UploadStream? {
        guard count == 1, case .stream(let stream) = self[0] else { return nil }
        return stream
    }
}
