import Basics
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Courier

/// A Moya-style API definition whose requests carry sample responses.
enum SampleAPI {
    static func item(_ id: Int) -> Request<Item> {
        Request<Item>.get("items/\(id)").sample(json: #"{"id":\#(id),"name":"sample"}"#)
    }
    static func missing() -> Request<Item> {
        Request<Item>.get("missing").sample(status: 404, json: #"{"message":"gone"}"#)
    }
}

@Suite(.offCooperativePool) struct StubTransportTests {
    @Test func samplesGoThroughTheWholePipeline() async throws {
        let log = LineCollector()
        let client = makeClient(
            StubTransport(), middleware: [LoggingMiddleware(sink: log.sink), ValidationMiddleware()])
        #expect(try await client.send(SampleAPI.item(4)) == Item(id: 4, name: "sample"))
        await #expect { try await client.send(SampleAPI.missing()) } throws: {
            ($0 as? CourierError)?.statusCode == 404
        }
        #expect(log.lines.count == 2)
    }

    @Test func withoutASampleTheStubAnswers501() async {
        await #expect { try await makeClient(StubTransport()).send(Request<Void>.get("x")) } throws: {
            ($0 as? CourierError)?.statusCode == 501
        }
    }

    @Test func delayedAnswersTakeTheirTime() async throws {
        let client = makeClient(StubTransport(delay: .milliseconds(80)))
        let start = ContinuousClock.now
        _ = try await client.send(SampleAPI.item(1))
        #expect(ContinuousClock.now - start >= .milliseconds(80))
    }

    @Test func aDelayBeyondTheTimeoutTimesOut() async {
        let client = makeClient(StubTransport(delay: .seconds(180)))
        let start = ContinuousClock.now
        await #expect {
            try await client.send(SampleAPI.item(1).options { $0.timeout = .milliseconds(50) })
        } throws: { error in
            guard case .transport(let failure, _) = error as? CourierError else { return false }
            return failure.kind == .timedOut
        }
        // Far below the delay, however loaded the machine (the suite runs off the cooperative pool).
        #expect(ContinuousClock.now - start < .seconds(90))
    }

    @Test func cancellingDuringTheDelayCancels() async {
        let client = makeClient(StubTransport(delay: .seconds(10)))
        let task = Task { try await client.send(SampleAPI.item(1)) }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        guard case .failure(let error) = await task.result else {
            Issue.record("expected cancellation")
            return
        }
        #expect((error as? CourierError)?.isCancelled == true)
    }

    @Test func theStubRecordsRequests() async throws {
        let stub = StubTransport()
        _ = try await makeClient(stub).send(SampleAPI.item(2))
        #expect(stub.requests.map(\.url.path) == ["/v1/items/2"])
    }

    /// The stub answers from memory; the pipeline writes a 2xx body to a download's file, as a
    /// real transport would, and leaves the file alone for an error.
    @Test func aStubbedDownloadIsWrittenToItsFile() async throws {
        let scratch = try ScratchDirectory("courier-stub")
        let folder = scratch.url
        let file = folder.appending(path: "sample.json")
        let client = makeClient(StubTransport())

        let saved = try await client.send(Request.download("items/1", to: file).sample(json: #"{"id":1}"#))
        #expect(saved == file)
        #expect(try Data(contentsOf: file) == Data(#"{"id":1}"#.utf8))

        await #expect {
            try await client.send(Request.download("items/2", to: file).sample(status: 404, json: "{}"))
        } throws: { ($0 as? CourierError)?.statusCode == 404 }
        #expect(try Data(contentsOf: file) == Data(#"{"id":1}"#.utf8))
        await #expect {
            try await client.send(Request.download("items/3", to: file, maxBytes: 3).sample(json: "[1,2]"))
        } throws: { error in
            guard case .transport(let failure, _) = error as? CourierError else { return false }
            return failure.kind == .responseTooLarge
        }
        #expect(try Data(contentsOf: file) == Data(#"{"id":1}"#.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sample.json"])
    }

    /// The stub takes bodies from memory: the pipeline reads a file body for it, so it sees the
    /// bytes a real server would; a file that cannot be read fails before anything is sent.
    @Test func aFileBodyReachesTheStubAsItsBytes() async throws {
        let scratch = try ScratchDirectory("courier-upload")
        let folder = scratch.url
        let file = folder.appending(path: "photo.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        let stub = StubTransport { _ in .status(204) }
        let client = makeClient(stub)

        try await client.send(Request<Void>.post("photos", body: .file(file, contentType: "image/png")))
        let sent = try #require(stub.requests.first)
        #expect(sent.body == Data([0x89, 0x50, 0x4E, 0x47]) && sent.bodyFile == nil)
        #expect(sent.headers["Content-Type"] == "image/png")

        await #expect {
            try await client.send(
                Request<Void>.post(
                    "photos", body: .file(folder.appending(path: "gone.png"), contentType: "image/png")))
        } throws: { error in
            guard case .encoding(let failure) = error as? CourierError else { return false }
            return failure.reason.contains("gone.png")
        }
        #expect(stub.requests.count == 1)
    }

    /// A stubbed exchange ends as a real one does: one completed progress report per attempt.
    @Test func aProgressObserverHearsEachCompletedAttempt() async throws {
        let reports = Mutex<[TransferProgress]>([])
        let stub = sequence([.status(503), .json(#"{"id":1,"name":"a"}"#)])
        let client = makeClient(
            stub,
            middleware: [
                ValidationMiddleware(), RetryMiddleware(clock: ManualClock(advancesBySleeping: true)),
            ])
        let request = Request<Item>.put("items/1", body: Item(id: 1, name: "a"))
            .onProgress { progress in reports.withLock { $0.append(progress) } }

        _ = try await client.send(request)

        let sent = try #require(stub.requests.first?.body?.count)
        #expect(
            reports.withLock { $0 } == [
                .completed(sent: sent, received: 0), .completed(sent: sent, received: 19),
            ])
    }
}
