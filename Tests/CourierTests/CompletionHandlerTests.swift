import Dispatch
import Foundation
import Testing

@testable import Courier

@Suite struct CompletionHandlerTests {
    @Test func deliversTheResultOnTheChosenQueue() async {
        let queue = DispatchQueue(label: "courier.test.delivery")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 42)
        let client = makeClient(StubTransport())
        let (onQueue, item) = await withCheckedContinuation { continuation in
            client.send(SampleAPI.item(3), on: queue) { result in
                continuation.resume(returning: (DispatchQueue.getSpecific(key: key) == 42, try? result.get()))
            }
        }
        #expect(onQueue)
        #expect(item?.id == 3)
    }

    @Test func failuresAndCancellationArriveAsErrors() async {
        let client = makeClient(StubTransport(delay: .seconds(10)))
        let queue = DispatchQueue(label: "courier.test.cancel")
        let error: CourierError? = await withCheckedContinuation { continuation in
            let handle = client.send(SampleAPI.item(1), on: queue) { result in
                if case .failure(let error) = result {
                    continuation.resume(returning: error)
                } else {
                    continuation.resume(returning: nil)
                }
            }
            handle.cancel()
        }
        #expect(error?.isCancelled == true)
    }
}
