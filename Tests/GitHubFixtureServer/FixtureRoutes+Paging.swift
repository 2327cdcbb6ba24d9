import Foundation
import HTTPServer

extension FixtureRoutes {
    /// One page of `all` as `per_page`, `page`, `sort` and `direction` ask, with its `Link` header
    /// (GitHub's, or what `links` makes).
    func page(
        of all: [FixtureRepository], _ request: Request, fault: FixtureFault?, links: FixtureLinks?
    ) -> ([UInt8], [(String, String)]) {
        let query = request.query
        let perPage = min(max(Int(query["per_page"] ?? "") ?? 30, 1), 100)
        let page = max(Int(query["page"] ?? "") ?? 1, 1)
        let sorted = FixtureSort.apply(all, sort: query["sort"], direction: query["direction"])
        let lastPage = max(1, (sorted.count + perPage - 1) / perPage)
        let (skipped, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let slice = sorted.dropFirst(overflow ? sorted.count : skipped).prefix(perPage)
        var body: [UInt8] = [UInt8(ascii: "[")]
        body.reserveCapacity(slice.reduce(2) { $0 + $1.json.count + 1 })
        for (index, repository) in slice.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body += repository.json
        }
        body.append(UInt8(ascii: "]"))
        switch fault {
        case .malformedJSON: body = Array(body.prefix(max(1, body.count / 2)))
        case .oversizedBody(let bytes):
            body += [UInt8](repeating: UInt8(ascii: " "), count: max(0, bytes - body.count))
        default: break
        }
        if let links {
            let value = links(page) { number in self.url(request, page: number) }
            return (body, value.map { [("link", $0)] } ?? [])
        }
        let extra = lastPage > 1 ? [("link", self.links(request, page: page, lastPage: lastPage))] : []
        return (body, extra)
    }

    /// The URL of page `number` of the listing `request` asks for: its path and query, `page`
    /// replaced.
    func url(_ request: Request, page number: String) -> String {
        let others = request.query.filter { $0.name != "page" }.map { "\($0.name)=\($0.value)" }
        return "\(baseURL())\(request.path)?\((others + ["page=\(number)"]).joined(separator: "&"))"
    }

    /// `Link` relations in GitHub's form, pointing at `/user/{id}/repos`-like canonical URLs would
    /// be GitHub's; here the same path, with the query as sent and `page` replaced.
    func links(_ request: Request, page: Int, lastPage: Int) -> String {
        func url(_ number: Int) -> String { "<\(self.url(request, page: String(number)))>" }
        var parts: [String] = []
        if page > 1 { parts.append("\(url(page - 1)); rel=\"prev\"") }
        if page < lastPage {
            parts.append("\(url(page + 1)); rel=\"next\"")
            parts.append("\(url(lastPage)); rel=\"last\"")
        }
        if page > 1 { parts.append("\(url(1)); rel=\"first\"") }
        return parts.joined(separator: ", ")
    }
}
