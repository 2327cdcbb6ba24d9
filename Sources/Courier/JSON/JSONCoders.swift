import Foundation

extension JSONDecoder {
    /// A decoder configured for an API in one call.
    ///
    /// - Parameters:
    ///   - snakeCase: convert `avatar_url` keys to `avatarURL`-style properties (`convertFromSnakeCase`).
    ///   - dates: how dates are written; ISO 8601 with or without fractional seconds by default.
    public static func courier(
        snakeCase: Bool = false, dates: DateDecodingStrategy = .iso8601Flexible
    ) -> JSONDecoder {
        let decoder = JSONDecoder()
        if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        decoder.dateDecodingStrategy = dates
        return decoder
    }
}

extension JSONEncoder {
    /// An encoder configured for an API in one call (see ``JSONDecoder/courier(snakeCase:dates:)``).
    public static func courier(
        snakeCase: Bool = false, dates: DateEncodingStrategy = .iso8601, sortedKeys: Bool = false
    ) -> JSONEncoder {
        let encoder = JSONEncoder()
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        encoder.dateEncodingStrategy = dates
        if sortedKeys { encoder.outputFormatting.insert(.sortedKeys) }
        return encoder
    }
}
