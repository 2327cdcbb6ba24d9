import Basics
import Testing

@testable import courier_web

/// A page's status follows the alerts its presenter showed: what the page is about missing is 404,
/// a refusal of what was sent is 422 whether the presenter or the server refused it, a backend
/// that is down 503, a rate limit 429, another program at a backend's address 502.
@MainActor
@Suite struct PageStatusTests {
    private func status(_ kinds: [FailureKind]) -> Int {
        let view = PageView(
            backend: Backend(name: "TIL API", address: "http://127.0.0.1:8080", howToStart: ""))
        for kind in kinds { view.show(Alert(message: "\(kind)", kind: kind)) }
        return view.status.code
    }

    @Test func followsTheAlertsShown() {
        #expect(status([]) == 200)
        #expect(status([.rejected]) == 422)
        #expect(status([.input]) == 422)
        #expect(status([.rateLimited, .rejected]) == 429)
        #expect(status([.rejected, .unavailable]) == 503)
        #expect(status([.authentication]) == 200)
        #expect(status([.notFound]) == 404)
        #expect(status([.rejected, .notFound]) == 404)
        #expect(status([.notFound, .unavailable]) == 404)
    }

    @Test func anotherProgramsAnswerIsABadGatewayWhateverItsKind() {
        let view = PageView(
            backend: Backend(name: "TIL API", address: "http://127.0.0.1:8080", howToStart: ""))
        var foreign = Alert(message: "The server did not answer as a TIL server does", kind: .notFound)
        foreign.answeredByAnotherProgram = true
        view.show(Alert(message: "refused", kind: .rejected))
        view.show(foreign)
        #expect(view.status.code == 502)
    }
}
