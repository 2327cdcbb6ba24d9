import Basics
import Foundation

/// Where `airtable-local` listens unless told otherwise, and so where the client and the apps look
/// for it when no endpoint is set: this machine, port 8081.
public enum AirtableLocalAddress {
    public static let host = Loopback.ipv4Address
    public static let port = 8081
    /// `http://127.0.0.1:8081`, the endpoint root a client resolves `v0/…` against.
    public static let endpoint = URL(string: "http://\(host):\(port)") ?? URL(fileURLWithPath: "/")
}
