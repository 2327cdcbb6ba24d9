import Foundation
import Testing

@testable import Courier

/// A flat model decoded from nested JSON, as Himotoki did for the repository viewer.
struct Repository: Decodable, Equatable {
    let name: String
    let ownerLogin: String
    let avatarURL: URL
    let stars: Int?
    let license: String?

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: AnyCodingKey.self)
        name = try json.decode(at: "name")
        ownerLogin = try json.decode(at: "owner.login")
        avatarURL = try json.decode(at: "owner.avatar_url")
        stars = json.decodeLenient(at: "stargazers_count")
        license = try json.decodeIfPresent(at: "license.spdx_id")
    }
}

struct Profile: Decodable {
    let login: String
    @Lenient var bio: String?
    @Lenient var followers: Int?
}

@Suite struct JSONHelperTests {
    @Test func decodesNestedKeyPathsIntoAFlatModel() throws {
        let json =
            #"{"name":"Hello","owner":{"login":"octocat","avatar_url":"https://a/u/1"},"stargazers_count":"lots","license":null}"#
        let repository = try JSONDecoder().decode(Repository.self, from: Data(json.utf8))
        #expect(repository.ownerLogin == "octocat")
        #expect(repository.avatarURL.absoluteString == "https://a/u/1")
        #expect(repository.stars == nil)
        #expect(repository.license == nil)
    }

    @Test func aMissingNestedKeyNamesTheFullPath() {
        let json = #"{"name":"Hello","owner":{"login":"octocat"}}"#
        #expect {
            _ = try JSONDecoder().decode(Repository.self, from: Data(json.utf8))
        } throws: { error in
            DecodingFailure.explain(error).path == "owner.avatar_url"
        }
    }

    @Test func lenientPropertiesSurviveMissingNullAndWrongTypes() throws {
        let profiles = try JSONDecoder().decode(
            [Profile].self,
            from: Data(
                #"[{"login":"a","bio":null,"followers":"x"},{"login":"b"},{"login":"c","bio":"hi","followers":3}]"#
                    .utf8))
        #expect(profiles.map(\.bio) == [nil, nil, "hi"])
        #expect(profiles.map(\.followers) == [nil, nil, 3])
    }

    @Test func snakeCaseAndFlexibleISO8601Dates() throws {
        struct Event: Decodable {
            let createdAt: Date
            let updatedAt: Date
        }
        let event = try JSONDecoder.courier(snakeCase: true).decode(
            Event.self,
            from: Data(#"{"created_at":"2017-11-18T03:15:09Z","updated_at":"2017-11-18T03:15:09.250Z"}"#.utf8)
        )
        #expect(event.createdAt == Date(timeIntervalSince1970: 1_510_974_909))
        #expect(abs(event.updatedAt.timeIntervalSince1970 - 1_510_974_909.25) < 0.001)
    }

    /// A date-time without a zone is UTC; a day alone is not a date-time.
    @Test func aDateTimeWithoutAZoneIsUTCAndADayAloneIsRefused() throws {
        struct Event: Decodable { let at: Date }
        let decoder = JSONDecoder.courier()
        let event = try decoder.decode(Event.self, from: Data(#"{"at":"2017-11-18T03:15:09"}"#.utf8))
        #expect(event.at == Date(timeIntervalSince1970: 1_510_974_909))
        #expect(throws: DecodingError.self) {
            try decoder.decode(Event.self, from: Data(#"{"at":"2017-11-18"}"#.utf8))
        }
        let encoded = try JSONEncoder.courier(dates: .iso8601WithFractionalSeconds).encode(
            ["at": Date(timeIntervalSince1970: 1_510_974_909.25)])
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"at":"2017-11-18T03:15:09.250Z"}"#)
    }

    @Test func calendarDays() throws {
        struct Order: Codable { let deadline: Date }
        let decoder = JSONDecoder.courier(dates: .day)
        let order = try decoder.decode(Order.self, from: Data(#"{"deadline":"2018-03-05"}"#.utf8))
        #expect(order.deadline == Date(timeIntervalSince1970: 1_520_208_000))
        let encoded = try JSONEncoder.courier(dates: .day).encode(order)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"deadline":"2018-03-05"}"#)
        #expect(throws: DecodingError.self) {
            try decoder.decode(Order.self, from: Data(#"{"deadline":"5 March"}"#.utf8))
        }
    }

    @Test func mixedDayAndDateTimeFields() throws {
        struct Row: Decodable {
            let a: Date
            let b: Date
        }
        let row = try JSONDecoder.courier(dates: .iso8601OrDay).decode(
            Row.self, from: Data(#"{"a":"2018-03-05","b":"2018-03-05T10:00:00.000Z"}"#.utf8))
        #expect(row.b.timeIntervalSince(row.a) == 36_000)
    }
}
