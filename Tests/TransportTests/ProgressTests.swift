import Courier
import Foundation
import Synchronization
import TestSupport
import Testing

/// `RequestOptions.progress` over each real transport, to a server on loopback: figures as bytes
/// move (libcurl), and one completed report at the end (every transport).
@Suite struct ProgressTests {
    /// Keeps every report an observer received.
    final class Recorder: Sendable {
        private let reports = Mutex<[TransferProgress]>([])
        func record(_ progress: TransferProgress) { reports.withLock { $0.append(progress) } }
        var observer: ProgressObserver { ProgressObserver(record) }
        var all: [TransferProgress] { reports.withLock { $0 } }
    }

    /// What every sequence of reports must be: no repeats, figures that never go back, and totals
    /// that, once known, stay the same.
    static func expectWellFormed(
        _ reports: [TransferProgress], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (earlier, later) in zip(reports, reports.dropFirst()) {
            #expect(earlier != later, "a report repeats", sourceLocation: sourceLocation)
            #expect(later.bytesSent >= earlier.bytesSent, sourceLocation: sourceLocation)
            #expect(later.bytesReceived >= earlier.bytesReceived, sourceLocation: sourceLocation)
            if let known = earlier.bytesExpectedToReceive {
                #expect(later.bytesExpectedToReceive == known, sourceLocation: sourceLocation)
            }
        }
    }

    static func request(
        _ method: HTTPMethod, _ url: URL, body: Data? = nil, observer: ProgressObserver?
    ) -> HTTPRequest {
        HTTPRequest(method: method, url: url, body: body, options: RequestOptions(progress: observer))
    }

    @Test(arguments: TransportKind.all)
    func theLastReportIsTheCompletedExchange(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let recorder = Recorder()
        let body = Data(TestBytes.pattern(count: 300_000, seed: 7))

        let response = try await transport.send(
            Self.request(.put, server.url("/echo-body"), body: body, observer: recorder.observer))

        #expect(response.body == body)
        let reports = recorder.all
        #expect(reports.last == .completed(sent: body.count, received: body.count))
        #expect(reports.last?.fractionSent == 1 && reports.last?.fractionReceived == 1)
        Self.expectWellFormed(reports)
    }

    #if os(Linux)
        /// 10 chunks of 1 KB, 50 ms apart: libcurl reports the body as it arrives, not only at the end.
        @Test func aSlowDownloadIsReportedAsItArrives() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let recorder = Recorder()

            let response = try await transport.send(
                Self.request(.get, server.url("/slow/10"), observer: recorder.observer))

            #expect(response.body.count == 10_240)
            let reports = recorder.all
            Self.expectWellFormed(reports)
            let partial = Set(reports.map(\.bytesReceived).filter { $0 > 0 && $0 < 10_240 })
            #expect(partial.count >= 2, "\(reports)")
            #expect(reports.contains { $0.bytesExpectedToReceive == 10_240 && $0.bytesReceived < 10_240 })
            #expect(reports.last == .completed(sent: 0, received: 10_240))
        }

        @Test func anUploadIsReportedAsItIsSent() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let recorder = Recorder()
            let body = Data(TestBytes.pattern(count: 8 * 1024 * 1024, seed: 3))

            _ = try await transport.send(
                Self.request(.put, server.url("/echo-body"), body: body, observer: recorder.observer))

            let reports = recorder.all
            Self.expectWellFormed(reports)
            #expect(reports.allSatisfy { $0.bytesExpectedToSend == body.count })
            #expect(
                reports.contains { $0.bytesSent > 0 && $0.bytesSent < body.count }, "\(reports.count) reports"
            )
            #expect(reports.last == .completed(sent: body.count, received: body.count))
        }

        /// libcurl counts what crosses the wire: a gzip response's compressed bytes.
        @Test func aCompressedResponseCountsItsWireBytes() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let recorder = Recorder()

            let response = try await transport.send(
                Self.request(.get, server.url("/gzip"), observer: recorder.observer))

            #expect(response.body.count != GzipFixture.compressed.count)
            let wire = GzipFixture.compressed.count
            #expect(recorder.all.last == .completed(sent: 0, received: wire))
        }

        /// A handle carries one request after another: an observer hears only its own request, and
        /// progress calls switch off and on again with the observer.
        @Test func anObserverHearsOnlyItsOwnRequest() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let first = Recorder()
            let second = Recorder()

            _ = try await transport.send(
                Self.request(.get, server.url("/bytes/1000"), observer: first.observer))
            let firstCount = first.all.count
            _ = try await transport.send(Self.request(.get, server.url("/bytes/2000"), observer: nil))
            _ = try await transport.send(
                Self.request(.get, server.url("/bytes/3000"), observer: second.observer))

            #expect(first.all.count == firstCount)
            #expect(first.all.last == .completed(sent: 0, received: 1000))
            #expect(second.all.last == .completed(sent: 0, received: 3000))
            #expect(second.all.allSatisfy { $0.bytesReceived <= 3000 })
        }

        /// The handler runs while the loop holds its lock; cancelling the request's own task from
        /// there (to stop a download that grew too big, say) must neither deadlock nor be lost.
        @Test func aHandlerMayCancelItsOwnTask() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let running = Mutex<Task<HTTPResponse, any Error>?>(nil)
            let observer = ProgressObserver { progress in
                if progress.bytesReceived > 0 { running.withLock { $0?.cancel() } }
            }

            let task = Task {
                try await transport.send(Self.request(.get, server.url("/slow/20"), observer: observer))
            }
            running.withLock { $0 = task }

            let result = await task.result
            #expect((result.error as? TransportError)?.kind == .cancelled, "\(result)")
            try await transport.expectStillUsable(server.url("/echo"))
        }

        /// A transfer that fails gets no completed report: its last figures stay short of the total.
        @Test func aFailedTransferIsNotReportedAsComplete() async throws {
            let server = try LoopbackHTTPServer()
            let transport = try TransportKind.curl.make()
            let recorder = Recorder()

            await #expect(throws: TransportError.self) {
                _ = try await transport.send(
                    Self.request(.get, server.url("/truncated"), observer: recorder.observer))
            }

            let reports = recorder.all
            Self.expectWellFormed(reports)
            #expect(reports.allSatisfy { $0.bytesReceived <= 100 })
            #expect(reports.contains { $0.bytesExpectedToReceive == 10_000 })
            try await transport.expectStillUsable(server.url("/echo"))
        }
    #endif

    /// Through a `Client`: the typed request's `onProgress` reaches the transport.
    @Test(arguments: TransportKind.all)
    func aTypedRequestCarriesItsObserver(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        let recorder = Recorder()

        try await client.send(Request<Void>.get("bytes/4096").onProgress(recorder.record))

        #expect(recorder.all.last == .completed(sent: 0, received: 4096))
    }
}
