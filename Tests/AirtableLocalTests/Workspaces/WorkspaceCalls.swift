import Basics
import TestSupport
import Testing

/// The calls the workspace and base-deletion tests make.
extension InProcessAirtable {
    /// Creates a base named `name` in `workspace` with one table, `Notes` (`Name`, `Files`); its id.
    func createBase(_ name: String, in workspace: String) throws -> String {
        let tables = #"""
            [{"name":"Notes","fields":[{"name":"Name","type":"singleLineText"},
              {"name":"Files","type":"multipleAttachments"}]}]
            """#
        let reply = call(
            "POST", "/v0/meta/bases",
            #"{"name":"\#(name)","workspaceId":"\#(workspace)","tables":\#(tables)}"#)
        #expect(reply.status == 200, "\(reply.text)")
        return try #require(reply.json?["id"]?.stringValue)
    }

    /// `GET /v0/meta/workspaces/{workspace}` with both of pyairtable's `include`s.
    func workspace(_ id: String) -> AirtableReply {
        call("GET", "/v0/meta/workspaces/\(id)?include=collaborators&include=inviteLinks")
    }

    /// The ids `GET /v0/meta/bases` lists.
    var listedBaseIDs: [String?] {
        (call("GET", "/v0/meta/bases").json?["bases"]?.arrayValue ?? []).map { $0["id"]?.stringValue }
    }
}
