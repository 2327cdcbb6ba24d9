import Basics

/// How much of a connection's memory (``ServerConfiguration/maxHeaderBytes``, libmicrohttpd's
/// per-connection pool) a request's head takes as libmicrohttpd 0.9.75 keeps it: the head's text,
/// a record for each header field and for each cookie, and a copy of the `Cookie` field it splits
/// into those cookies.
///
/// The answer's head is built in what is left. libmicrohttpd takes a head that leaves almost
/// nothing, and then closes the connection without the answer, though the handler ran: a write
/// carried out that its client never hears of. So a head that leaves less than
/// ``answerRoom(poolBytes:)`` is refused with 431 while the refusal still fits.
enum HeadFootprint {
    /// What libmicrohttpd takes from the pool for each field or cookie it records (its record,
    /// rounded to the pool's alignment).
    static let recordBytes = 64
    /// The room a request's head must leave for its answer's head in a pool of `poolBytes`: 4 KiB,
    /// or a quarter of a pool smaller than 16 KiB.
    static func answerRoom(poolBytes: Int) -> Int { min(4 << 10, poolBytes / 4) }

    /// The pool bytes a head of `headBytes` bytes with `fields` takes.
    static func bytes(headBytes: Int, fields: HTTPHeaders) -> Int {
        var records = 0
        var cookieBytes = 0
        for field in fields {
            records += 1
            // The length first: it is stored, and rules out nearly every field without a compare.
            guard field.name.utf8.count == 6, field.name.equalsIgnoringASCIICase("cookie") else { continue }
            cookieBytes += field.value.utf8.count + 1
            records += field.value.utf8.count { $0 == UInt8(ascii: ";") } + 1
        }
        return headBytes + records * recordBytes + cookieBytes
    }

    /// The room left for an answer's head after a request whose head took `footprint` bytes of a
    /// pool of `poolBytes`: at most half the pool, which libmicrohttpd's read buffer takes first.
    static func answerBytes(afterFootprint footprint: Int, poolBytes: Int) -> Int {
        poolBytes - max(poolBytes / 2, footprint)
    }
}
