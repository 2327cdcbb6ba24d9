import Foundation
import SQL
import Testing

@Suite struct UUIDParsingTests {
    @Test func parsesBothCasesLikeFoundation() {
        for _ in 0..<200 {
            let uuid = UUID()
            #expect(UUID(parsing: uuid.uuidString) == uuid)
            #expect(UUID(parsing: uuid.uuidString.lowercased()) == uuid)
        }
        #expect(
            UUID(parsing: "62CA2F5C-E991-49A1-96D7-753A668C3B57")
                == UUID(uuidString: "62CA2F5C-E991-49A1-96D7-753A668C3B57"))
    }

    @Test func rejectsAnythingElse() {
        for text in [
            "", "not-a-uuid", "62CA2F5C-E991-49A1-96D7-753A668C3B5", "62CA2F5C-E991-49A1-96D7-753A668C3B577",
            "62CA2F5CXE991-49A1-96D7-753A668C3B57", "62CA2F5C-E991-49A1-96D7-753A668C3G57",
            "{62CA2F5C-E991-49A1-96D7-753A668C3B5}", "62CA2F5CE99149A196D7753A668C3B57ABCD",
            "62CA2F5C-E991-49A1-96D7-753A668C3B5é",
        ] {
            #expect(UUID(parsing: text) == nil, "\(text)")
            #expect(UUID(uuidString: text) == nil, "Foundation agrees on \(text)")
        }
    }
}
