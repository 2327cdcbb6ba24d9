import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Putting a form on the wire (RFC 7578): each part framed by the boundary, files left on disk.
extension MultipartForm {
    /// The body, its files as segments of their own, and its `Content-Type` (with the boundary). A
    /// form with a streamed part is one stream of all of it.
    func encoded() throws -> (segments: [BodySegment], contentType: String) {
        let isControl: (Unicode.Scalar) -> Bool = { $0.value < 0x20 || $0 == "\u{7F}" }
        for part in parts where part.contentType?.unicodeScalars.contains(where: isControl) == true {
            throw InvalidPart(
                description: "the content type of part \"\(part.name)\" contains a control character")
        }
        // A random UUID (122 random bits): no part can guess it, and it is checked all the same.
        var boundary = "courier-" + UUID().uuidString
        while parts.contains(where: { $0.contains(Data(("--" + boundary).utf8)) }) {
            boundary = "courier-" + UUID().uuidString
        }
        var segments = body(boundary: boundary)
        if segments.contains(where: { if case .stream = $0 { true } else { false } }) {
            segments = [.stream(try UploadStream(concatenating: segments))]
        }
        return (segments, "multipart/form-data; boundary=\(boundary)")
    }

    /// The parts framed by `boundary`: one segment for each file or stream, and one for the bytes
    /// between.
    private func body(boundary: String) -> [BodySegment] {
        var segments: [BodySegment] = []
        var body = Data()
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.quoted(filename))\"" }
            head += "\r\n"
            if let type = part.contentType { head += "Content-Type: \(type)\r\n" }
            body.append(contentsOf: Array((head + "\r\n").utf8))
            switch part.content {
            case .data(let data):
                body.append(data)
            case .file(let file):
                segments += [.data(body), .file(file)]
                body = Data()
            case .stream(let stream):
                segments += [.data(body), .stream(stream)]
                body = Data()
            }
            body.append(contentsOf: Array("\r\n".utf8))
        }
        body.append(contentsOf: Array("--\(boundary)--\r\n".utf8))
        return segments + [.data(body)]
    }

    /// `text` for a quoted header parameter, as the HTML standard encodes form names: `"`, CR and LF
    /// percent-encoded.
    private static func quoted(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "\"": "%22"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }
}

extension MultipartForm.Part {
    /// Whether the part's bytes in memory hold `bytes`; a file or stream part is not read.
    fileprivate func contains(_ bytes: Data) -> Bool {
        guard case .data(let data) = content else { return false }
        return data.withUnsafeBytes { haystack in
            bytes.withUnsafeBytes { needle in Self.find(needle, in: haystack) }
        }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, then `memcmp`.
    /// Foundation's `Data.range(of:)` is much slower on a large in-memory part
    /// (`bench/upload.sh`).
    private static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first, let needleStart = needle.baseAddress else { return true }
        guard var position = haystack.baseAddress, haystack.count >= needle.count else { return false }
        let lastStart = position + (haystack.count - needle.count)
        while position <= lastStart {
            guard let hit = memchr(position, Int32(first), lastStart - position + 1) else { return false }
            if memcmp(hit, needleStart, needle.count) == 0 { return true }
            position = UnsafeRawPointer(hit) + 1
        }
        return false
    }
}
