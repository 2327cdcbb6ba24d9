import AirtableModel
import Basics
import Courier
import Foundation

/// Sends a webhook's notifications: when it records a payload, a `WebhookNotification` is `POST`ed
/// to its `notificationUrl`, signed in `X-Airtable-Content-MAC` (``WebhookMAC``), if notifications are
/// enabled and the URL is on a loopback host (`127.0.0.0/8`, `::1`, `localhost`): airtable-local
/// makes no requests off the machine, so other URLs are never called, and a redirect (which could
/// lead anywhere) is not followed: it is a failed notification.
///
/// Each delivery runs in its own task, through Courier (as `LoopbackFetch` does), so no request
/// worker waits on a receiver. A receiver that does not answer 2xx is tried again after 1, 2, 4, 8,
/// 16 and 32 s on the store's clock (tests move a `ManualClock`); each attempt's outcome becomes the
/// webhook's `lastNotificationResult`. Payloads recorded while a delivery is under way are announced
/// by one more notification after it.
final class WebhookNotifier: Sendable {
    /// The waits before each retry of a failed notification.
    static let retryDelays: [Duration] = (0..<6).map { .seconds(1 << $0) }
    /// The longest one notification may take.
    static let timeout: Duration = .seconds(25)

    private let clock: any CourierClock
    /// The webhooks (`base/webhook`) with a delivery under way, and whether another is due after it.
    private let deliveries = Locked<[String: Bool]>([:])

    init(clock: any CourierClock) { self.clock = clock }

    /// Announces new payloads of `webhookID` (a no-op unless it has a loopback URL and notifications).
    func notify(baseID: String, webhookID: String, store: AirtableStore) {
        let key = baseID + "/" + webhookID
        let starts = deliveries.withLock { due in
            guard due[key] == nil else {
                due[key] = true
                return false
            }
            due[key] = false
            return true
        }
        guard starts else { return }
        Task {
            repeat {
                await deliver(baseID: baseID, webhookID: webhookID, store: store)
            } while deliveries.withLock { due in
                if due[key] == true {
                    due[key] = false
                    return true
                }
                due[key] = nil
                return false
            }
        }
    }

    /// One notification, retried until it succeeds or the retries run out.
    private func deliver(baseID: String, webhookID: String, store: AirtableStore) async {
        for retry in 0...Self.retryDelays.count {
            guard let target = store.notificationTarget(baseID: baseID, webhookID: webhookID) else { return }
            let notification = WebhookNotification(
                baseID: baseID, webhookID: webhookID, timestamp: Timestamp(clock.now()).iso8601)
            let body = Array(notification.jsonText.utf8)
            let started = clock.uptime()
            let failure = await post(
                body, to: target.url, signature: WebhookMAC.value(for: body, secretBase64: target.secret))
            let retries = failure != nil && retry < Self.retryDelays.count
            let result = WebhookNotificationResult(
                success: failure == nil, error: failure, completionTimestamp: Timestamp(clock.now()).iso8601,
                durationMs: (clock.uptime() - started).seconds * 1000, retryNumber: retry,
                willBeRetried: failure == nil ? nil : retries)
            store.recordNotification(result, baseID: baseID, webhookID: webhookID)
            guard retries else { return }
            do {
                try await clock.sleep(for: Self.retryDelays[retry])
            } catch {
                return
            }
        }
    }

    /// `POST`s `body`; `nil` when the receiver answered 2xx, else why not, in Airtable's words.
    private func post(_ body: [UInt8], to url: URL, signature: String?) async -> String? {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let signature { headers[WebhookMAC.header] = signature }
        let client = Client(baseURL: url, headers: [:], middleware: [])
        let request = HTTPRequest(
            method: .post, url: url, headers: headers, body: Data(body),
            options: RequestOptions(
                timeout: Self.timeout, maxResponseBytes: 64 << 10, followsRedirects: false))
        do {
            let response = try await client.send(request)
            if response.isSuccess { return nil }
            return "The HTTP request returned a \(response.status) status code instead of 200 or 204"
        } catch {
            return "The HTTP request failed: \(error)"
        }
    }
}
