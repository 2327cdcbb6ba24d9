import Foundation
import HTTPServer
import TILBrowser
import TILModels
import Testing
import Web

@testable import courier_web

/// An acronym's page whose owner or categories could not be loaded says so, instead of "none" and
/// a form that offers every category as if the acronym were in none.
@MainActor
@Suite struct AcronymDetailNotLoadedTests {
    private let acronym = Acronym(id: UUID(), short: "OMG", long: "Oh My God", userID: UUID())
    private let funny = TILModels.Category(id: UUID(), name: "Funny")

    private func html(_ detail: AcronymDetail) -> String {
        let view = AcronymDetailPage(backend: .til("http://127.0.0.1:9"))
        view.showDetail(detail)
        let page = PageRequest(
            request: Request(method: "GET", target: "/til/acronyms/x"), form: QueryParameters(), upload: nil,
            session: Session(now: Date(), lifetime: .seconds(60)),
            csrf: CSRFCheck(key: Array(repeating: 7, count: 32)))
        return "\(view.html(page, categories: [funny], canWrite: true))"
    }

    @Test func categoriesThatCouldNotBeLoadedAreNotNone() {
        let page = html(AcronymDetail(acronym: acronym))
        #expect(
            page.components(separatedBy: "could not be loaded").count == 3, "owner and categories: \(page)")
        #expect(!page.contains("<p>none</p>"))
        #expect(!page.contains("Add to category"), "the acronym could already be in any category")
    }

    @Test func noCategoriesAreNone() {
        let page = html(AcronymDetail(acronym: acronym, categories: []))
        #expect(page.contains("<p>none</p>"))
        #expect(page.contains("Add to category"))
        #expect(page.contains(">Funny</option>"))
    }
}
