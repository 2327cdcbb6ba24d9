import HTTPServer
import Testing
import Web

/// A request counts as sent by the site's own page only when the browser says so.
struct RequestOriginTests {
    private func request(_ headers: [(String, String)]) -> Request {
        var request = Request(method: "POST", target: "/planner/orders")
        request.headers.add("host", "Example.org:8082")
        for (name, value) in headers { request.headers.add(name, value) }
        return request
    }

    @Test func theBrowsersFetchSiteDecidesWhenItIsSent() {
        #expect(RequestOrigin.isSameOrigin(request([("sec-fetch-site", "same-origin")])))
        #expect(RequestOrigin.isSameOrigin(request([("sec-fetch-site", "Same-Origin")])))
        for site in ["same-site", "cross-site", "none", ""] {
            let sent = request([("sec-fetch-site", site), ("origin", "http://example.org:8082")])
            #expect(!RequestOrigin.isSameOrigin(sent), "\(site): the header outranks the Origin")
        }
    }

    @Test func elseTheOriginMustNameTheHostItWasSentTo() {
        #expect(RequestOrigin.isSameOrigin(request([("origin", "http://example.org:8082")])))
        #expect(RequestOrigin.isSameOrigin(request([("origin", "https://EXAMPLE.org:8082")])))
        for origin in ["http://example.org", "http://example.org:8083", "http://evil.example", "null", ""] {
            #expect(!RequestOrigin.isSameOrigin(request([("origin", origin)])), "\(origin)")
        }
        #expect(!RequestOrigin.isSameOrigin(request([])), "a request that says nothing")
    }

    /// Another site's page, as the browser tells it, another port of the same host included; a
    /// request that says nothing (not a browser's) is left to the CSRF token.
    @Test func aPageOfAnotherSiteIsToldByTheBrowsersHeaders() {
        for site in ["same-site", "cross-site", "Cross-Site", ""] {
            #expect(RequestOrigin.isFromAnotherSite(request([("sec-fetch-site", site)])), "\(site)")
        }
        for site in ["same-origin", "none"] {
            let sent = request([("sec-fetch-site", site), ("origin", "http://evil.example")])
            #expect(!RequestOrigin.isFromAnotherSite(sent), "\(site): the header outranks the Origin")
        }
        for origin in ["http://example.org", "http://example.org:8083", "http://evil.example", "null", ""] {
            #expect(RequestOrigin.isFromAnotherSite(request([("origin", origin)])), "\(origin)")
        }
        #expect(!RequestOrigin.isFromAnotherSite(request([("origin", "http://example.org:8082")])))
        #expect(!RequestOrigin.isFromAnotherSite(request([])))
    }
}
