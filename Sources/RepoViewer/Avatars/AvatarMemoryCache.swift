import Foundation

/// Avatar bytes by URL in memory, dropping the oldest beyond `capacity`.
struct AvatarMemoryCache {
    let capacity: Int
    private var entries: [URL: Data] = [:]
    private var order: [URL] = []

    init(capacity: Int) { self.capacity = max(1, capacity) }

    subscript(url: URL) -> Data? {
        get { entries[url] }
        set {
            guard let newValue else { return }
            if entries.updateValue(newValue, forKey: url) == nil { order.append(url) }
            while order.count > capacity { entries[order.removeFirst()] = nil }
        }
    }
}
