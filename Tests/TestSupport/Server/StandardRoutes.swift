/// The routes a ``LoopbackHTTPServer`` serves when no handler is given, one per behaviour tests need.
///
/// | path | reply |
/// |---|---|
/// | `/echo` | ``ScriptedReply/echo`` |
/// | `/echo-body` | ``ScriptedReply/echoBody`` |
/// | `/status/{code}` | that status, empty body |
/// | `/bytes/{count}` | ``TestBytes/pattern(count:seed:)`` |
/// | `/json` | ``TestBytes/jsonDocument`` |
/// | `/headers` | repeated `Set-Cookie` fields and an `X-Courier-Test` field |
/// | `/gzip` | ``ScriptedReply/gzip`` |
/// | `/redirect/{n}` | a chain of `n` redirects ending at `/echo` |
/// | `/delay/{ms}` | echo after `ms` milliseconds |
/// | `/slow`, `/slow/{chunks}` | 10 (or `chunks`) chunks of 1 KB, 50 ms apart |
/// | `/reset`, `/truncated`, `/never`, `/close` | reset, truncated body, no answer, echo then close |
public enum StandardRoutes {
    public static func reply(for request: ReceivedRequest) -> ScriptedReply {
        let segments = request.route.split(separator: "/")
        let argument = segments.count > 1 ? Int(segments[1]) : nil
        switch (segments.first ?? "", argument) {
        case ("echo", _): return .echo
        case ("echo-body", _): return .echoBody
        case ("status", let code?): return .respond(status: code, headers: [], body: [])
        case ("bytes", let count?): return .ok(TestBytes.pattern(count: count))
        case ("json", _): return .ok(TestBytes.jsonDocument, contentType: "application/json")
        case ("headers", _):
            let headers = [("Set-Cookie", "a=1"), ("Set-Cookie", "b=2"), ("X-Courier-Test", "yes")]
            return .respond(status: 200, headers: headers, body: Array("headers".utf8))
        case ("gzip", _): return .gzip
        case ("redirect", let remaining?):
            return .redirect(to: remaining > 1 ? "/redirect/\(remaining - 1)" : "/echo")
        case ("delay", let milliseconds?): return .delayed(.milliseconds(milliseconds), .echo)
        case ("slow", let chunks):
            return .slowBody(chunks: chunks ?? 10, chunkSize: 1024, interval: .milliseconds(50))
        case ("reset", _): return .reset
        case ("truncated", _): return .truncated(declared: 10_000, sent: 100)
        case ("never", _): return .neverAnswer
        case ("close", _): return .thenClose(.echo)
        default: return .respond(status: 404, headers: [], body: Array("no such route".utf8))
        }
    }
}
