import HTTPServer
import Testing
import Web

/// A browser's file upload, read back part by part; what is not such a body is refused clearly.
struct MultipartFormDataTests {
    private func request(_ body: String, boundary: String = "----WebKitFormBoundaryX1") -> Request {
        var request = Request(method: "POST", target: "/meallog/import")
        request.headers["content-type"] = "multipart/form-data; boundary=\(boundary)"
        request.body = Array(body.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        return request
    }

    @Test func readsFieldsAndAFileAsBrowsersSendThem() throws {
        let body = """
            ------WebKitFormBoundaryX1
            Content-Disposition: form-data; name="csrf"

            abc123
            ------WebKitFormBoundaryX1
            Content-Disposition: form-data; name="file"; filename="Dennys.csv"
            Content-Type: text/csv

            type,name
            肉,ステーキ
            ------WebKitFormBoundaryX1--

            """
        let form = try MultipartFormData(request(body))
        #expect(form["csrf"]?.text == "abc123")
        #expect(form["file"]?.filename == "Dennys.csv")
        #expect(form["file"]?.contentType == "text/csv")
        #expect(form["file"]?.text == "type,name\r\n肉,ステーキ")
        #expect(form.parts.count == 2)
    }

    @Test(arguments: [
        "no boundary at all",
        "------WebKitFormBoundaryX1\nContent-Disposition: form-data; name=\"a\"\n\nnever closed",
        "------WebKitFormBoundaryX1\nContent-Disposition: form-data\n\nno name\n------WebKitFormBoundaryX1--",
    ])
    func refusesWhatIsNotAFormBody(body: String) {
        #expect(throws: MultipartFormData.Failure.self) { try MultipartFormData(request(body)) }
    }

    /// A boundary that almost matches the body everywhere (a megabyte of dashes against 25,000
    /// dashes and an X) is refused at once: read before the CSRF check, it must cost no more than
    /// any other body (it took seconds a request with a search that started again at each byte).
    @Test(.timeLimit(.minutes(1))) func aBoundaryThatAlmostMatchesEverywhereIsRefusedAtOnce() {
        var hostile = Request(method: "POST", target: "/meallog/import")
        hostile.headers["content-type"] =
            "multipart/form-data; boundary=" + String(repeating: "-", count: 25_000) + "X"
        hostile.body = [UInt8](repeating: UInt8(ascii: "-"), count: 1_000_000)
        for _ in 0..<5 {
            #expect(throws: MultipartFormData.Failure.self) { try MultipartFormData(hostile) }
        }
    }

    /// A body of more parts than any form sends is refused once past the most, not read to its end.
    @Test func refusesMorePartsThanAFormHas() throws {
        let part = "------WebKitFormBoundaryX1\nContent-Disposition: form-data; name=\"a\"\n\n1\n"
        let most = String(repeating: part, count: FormSize.mostFields) + "------WebKitFormBoundaryX1--\n"
        #expect(try MultipartFormData(request(most)).parts.count == FormSize.mostFields)
        let tooMany =
            String(repeating: part, count: 3 * FormSize.mostFields) + "------WebKitFormBoundaryX1--\n"
        #expect {
            try MultipartFormData(request(tooMany))
        } throws: { error in
            (error as? MultipartFormData.Failure)?.description == "the form has more than 1000 parts"
        }
    }

    @Test func refusesAnotherContentType() {
        var plain = request("x")
        plain.headers["content-type"] = "text/plain"
        #expect(throws: MultipartFormData.Failure.self) { try MultipartFormData(plain) }
    }
}
