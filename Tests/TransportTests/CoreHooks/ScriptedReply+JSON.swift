import TestSupport

extension ScriptedReply {
    static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> ScriptedReply {
        .respond(
            status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(text.utf8))
    }
}
