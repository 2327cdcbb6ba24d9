import Courier
import Foundation
import TILModels

/// Models and answers shared by the presenter tests.
enum Fixtures {
    static let token = "tYmcdqWqzdYVW3B3b7G8hA=="
    static let admin = User(id: UUID(), name: "Admin", username: "admin")
    static let tim = User(id: UUID(), name: "Tim", username: "timc")
    static let omg = Acronym(id: UUID(), short: "OMG", long: "Oh My God", userID: admin.id ?? UUID())
    static let til = Acronym(id: UUID(), short: "TIL", long: "Today I Learned", userID: tim.id ?? UUID())
    static let teenager = TILModels.Category(id: UUID(), name: "Teenager")
    static let funny = TILModels.Category(id: UUID(), name: "Funny")

    /// `value` as a `200` JSON answer.
    static func json(_ value: some Encodable) -> StubTransport.Answer {
        let data = (try? JSONEncoder().encode(value)) ?? Data()
        return .json(String(decoding: data, as: UTF8.self))
    }

    /// The server's error body with `status`.
    static func error(_ status: Int, _ reason: String) -> StubTransport.Answer {
        .json(#"{"error":true,"reason":"\#(reason)"}"#, status: status)
    }

    /// The answer when the server is down.
    static let serverDown = StubTransport.Answer.failure(TransportError(.cannotConnect, "Connection refused"))

    static func id(_ acronym: Acronym) -> String { acronym.id?.uuidString ?? "" }
    static func id(_ user: User) -> String { user.id?.uuidString ?? "" }
    static func id(_ category: TILModels.Category) -> String { category.id?.uuidString ?? "" }
}
