import AirtableModel
import Basics
import Foundation

extension CellText {
    /// The text format a request asks for, one rule for listing and for getting a record: `nil`
    /// for JSON cells; `cellFormat=string` needs both `timeZone` and `userLocale`, and a zone the
    /// time zone database knows.
    static func requested(cellFormatString: Bool, timeZone: String?, userLocale: String?)
        throws(AirtableError) -> CellText?
    {
        guard cellFormatString else { return nil }
        guard let name = timeZone, let locale = userLocale else {
            throw .invalidRequest("cellFormat string requires timeZone and userLocale")
        }
        guard let zone = TimeZone.named(name) else {
            throw .invalidRequest("unknown timeZone \(AirtableError.echo(name))")
        }
        return CellText(timeZone: zone, locale: locale)
    }
}
