import Foundation

/// A server executable (such as `til-server`) running as a child process, started and waited for
/// until it prints the URL it listens on (`… listening on http://127.0.0.1:PORT …`).
public final class ServerProcess: Sendable {
    public let process: ChildProcess
    /// The port it listens on.
    public let port: Int

    /// Starts `executable` and waits (off the cooperative pool) for its listening line.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) async throws -> ServerProcess {
        let process = try ChildProcess(executable, arguments, environment: environment)
        let port = await OwnThread.run { process.readOutput(until: Self.listeningPort) }
        guard let port else {
            process.stop()
            throw ProcessError("\(executable) exited before listening")
        }
        return ServerProcess(process: process, port: port)
    }

    /// A server started by the caller, already listening on `port`.
    public static func adopting(_ process: ChildProcess, port: Int) -> ServerProcess {
        ServerProcess(process: process, port: port)
    }

    private init(process: ChildProcess, port: Int) {
        self.process = process
        self.port = port
    }

    /// `http://127.0.0.1:<port>`.
    public var url: URL {
        // safe: a well-formed literal URL with a numeric port
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The port in the first `listening on http://host:port` line of `text`.
    static func listeningPort(_ text: String) -> Int? {
        guard let range = text.range(of: "listening on http://") else { return nil }
        let rest = text[range.upperBound...].prefix { $0 != " " && $0 != "\n" && $0 != "/" }
        return rest.split(separator: ":").last.flatMap { Int($0) }
    }
}
