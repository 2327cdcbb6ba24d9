import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running libmicrohttpd daemon and the context its callbacks use.
///
/// Owns one retain of the context for as long as the daemon runs; `stop()` releases it after
/// libmicrohttpd has joined its threads.
///
/// The event loop is `poll`, not epoll: libmicrohttpd 0.9.75 in epoll mode with its own threads
/// (a) can abort the process in `MHD_quiesce_daemon` (an unguarded race with the workers over
/// removing the listening socket from their epoll sets), and (b) may miss a client closing its
/// connection in the middle of a request body until the connection timeout. With the thread pool,
/// `poll` measured the same throughput here (about 50k requests/s for 8 to 1000 connections).
final class Daemon {
    let handle: OpaquePointer
    let context: Unmanaged<ServerContext>
    let port: Int
    /// The listening socket once `stopAccepting()` took it back from libmicrohttpd.
    private var quiescedSocket: Int32 = -1

    /// Starts a daemon serving `socket` (which it then owns).
    init(socket: ListeningSocket, context: ServerContext) throws(ServerError) {
        let configuration = context.configuration
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_USE_ITC.rawValue
            | MHD_USE_ERROR_LOG.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        let retained = Unmanaged.passRetained(context)
        let started = courier_mhd_start_daemon(
            flags, socket.descriptor, UInt32(configuration.threadCount), UInt32(configuration.maxConnections),
            configuration.connectionTimeoutSeconds, configuration.maxHeaderBytes,
            { cls, connection, _, method, _, upload, uploadSize, stateSlot in
                guard let cls, let connection, let uploadSize, let stateSlot else { return .NO }
                return ConnectionCallbacks.handle(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(),
                    connection: connection, method: method, upload: upload, uploadSize: uploadSize,
                    stateSlot: stateSlot)
            },
            { cls, _, stateSlot, _ in
                guard let cls else { return }
                ConnectionCallbacks.requestCompleted(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(),
                    stateSlot: stateSlot)
            },
            { cls, uri, _ in
                guard let cls else { return nil }
                return ConnectionCallbacks.requestLineReceived(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(), uri: uri)
            },
            { cls, format, arguments in
                guard let cls, let format, let arguments else { return }
                Daemon.logLibraryMessage(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(), format: format,
                    arguments: arguments)
            },
            retained.toOpaque())
        guard let started else {
            retained.release()
            // libmicrohttpd leaves a socket it was given open when it refuses to start.
            close(socket.descriptor)
            throw .daemonFailed
        }
        handle = started
        self.context = retained
        port = socket.port
    }

    /// Stops accepting connections; already accepted ones are still served.
    ///
    /// The listening socket is shut down at once, so new clients are refused rather than left
    /// waiting in the backlog, but closed only after `stop()`: a worker may still hold its number,
    /// and a number reused by another socket meanwhile could be accepted on or closed by mistake.
    func stopAccepting() {
        let listening = MHD_quiesce_daemon(handle)
        guard listening >= 0 else { return }
        quiescedSocket = listening
        _ = shutdown(listening, Int32(SHUT_RDWR))
    }

    /// Closes every connection, joins the worker threads and releases the context.
    func stop() {
        MHD_stop_daemon(handle)
        if quiescedSocket >= 0 { close(quiescedSocket) }
        context.release()
    }

    /// MHD_OPTION_EXTERNAL_LOGGER: libmicrohttpd's own messages (connection errors, refused requests).
    private static func logLibraryMessage(
        context: ServerContext, format: UnsafePointer<CChar>, arguments: CVaListPointer
    ) {
        guard context.logger.isEnabled(.debug) else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        _ = buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        context.logger.log(.debug, "libmicrohttpd: \(message.trimmingSuffix("\n"))")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: Character) -> Substring {
        var text = self[...]
        while text.last == suffix { text.removeLast() }
        return text
    }
}
