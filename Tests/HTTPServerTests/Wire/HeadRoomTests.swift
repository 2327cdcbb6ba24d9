import Basics
import HTTPServer
import Synchronization
import TestSupport
import Testing

/// A request's head and its answer's share the connection's memory (`maxHeaderBytes`): a request
/// whose head would leave too little room for the answer is refused with 431 before its handler
/// runs, so no request is carried out and then left unanswered, whatever the size of its head, the
/// number of its fields or of its cookies. Only heads within a few hundred bytes of what
/// libmicrohttpd takes at all leave no room even for the refusal: the connection then closes, with
/// nothing done.
@Suite(.offCooperativePool)
struct HeadRoomTests {
    /// Runs each request of `heads` on a new connection to a server whose one route counts its
    /// calls, and returns the statuses (`nil`: no answer) with the number of calls.
    private func answers(to heads: [String]) throws -> (statuses: [Int?], calls: Int) {
        let calls = Atomic(0)
        let responder = app { router in
            router.post("orders") { _ in
                calls.add(1, ordering: .relaxed)
                return .text("created", status: .created)
            }
        }
        let statuses = try withServer(responder: responder) { port in
            try heads.map { head -> Int? in
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.write("POST /orders HTTP/1.1\r\nHost: t\r\n\(head)Content-Length: 2\r\n\r\n{}")
                return try? connection.readResponse().status
            }
        }
        return (statuses, calls.load(ordering: .relaxed))
    }

    /// Heads of growing size: served up to the limit, then refused with 431 (a few, nearest
    /// libmicrohttpd's own limit, closed unanswered), and never carried out unanswered.
    private func expectServedThenRefused(_ heads: [String], _ comment: Comment) throws {
        let (statuses, calls) = try answers(to: heads)
        let shown = statuses.map { $0.map(String.init) ?? "-" }.joined(separator: " ")
        #expect(calls == statuses.count { $0 == 201 }, "\(comment): carried out without an answer: \(shown)")
        let firstRefused = try #require(statuses.firstIndex { $0 != 201 }, "\(comment): \(shown)")
        #expect(firstRefused > 0, "\(comment): \(shown)")
        let refused = statuses[firstRefused...]
        #expect(refused.allSatisfy { $0 == 431 || $0 == nil }, "\(comment): \(shown)")
        #expect(refused.count { $0 == nil } * 5 <= refused.count, "\(comment): \(shown)")
    }

    @Test func oneLargeField() throws {
        let heads = stride(from: 26_000, through: 33_000, by: 41).map { size in
            "X-Filler: \(String(repeating: "a", count: size))\r\n"
        }
        try expectServedThenRefused(heads, "one large field")
    }

    @Test func manyFields() throws {
        let heads = stride(from: 300, through: 480, by: 6).map { count in
            (0..<count).map { "X-\($0): v\r\n" }.joined()
        }
        try expectServedThenRefused(heads, "many fields")
    }

    @Test func manyCookies() throws {
        let heads = stride(from: 300, through: 460, by: 6).map { count in
            "Cookie: " + (0..<count).map { "c\($0)=v" }.joined(separator: "; ") + "\r\n"
        }
        try expectServedThenRefused(heads, "many cookies")
    }
}
