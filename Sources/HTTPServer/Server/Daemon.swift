import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running libmicrohttpd daemon, the context its callbacks use, and the `Acceptor` that hands it
/// the connections of the listening socket.
///
/// Owns one retain of the context for as long as the daemon runs; `stop()` releases it after
/// libmicrohttpd has joined its threads.
///
/// The event loop is `poll`, not epoll: libmicrohttpd 0.9.75 in epoll mode with its own threads
/// (a) can abort the process in `MHD_quiesce_daemon` (an unguarded race with the workers over
/// removing the listening socket from their epoll sets), and (b) may miss a client closing its
/// connection in the middle of a request body until the connection timeout. With the thread pool,
/// `poll` serves as many requests as epoll did, from a few connections to a thousand.
final class Daemon {
    let handle: OpaquePointer
    let context: Unmanaged<ServerContext>
    let port: Int
    private let acceptor: Acceptor

    /// Starts a daemon serving `socket` (which it then owns).
    init(socket: ListeningSocket, context: ServerContext) throws(ServerError) {
        let configuration = context.configuration
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_USE_ITC.rawValue
            | MHD_USE_ERROR_LOG.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
            | MHD_USE_NO_LISTEN_SOCKET.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        let retained = Unmanaged.passRetained(context)
        let started = courier_mhd_start_daemon(
            flags, UInt32(configuration.threadCount), Self.libraryConnectionLimit(configuration),
            configuration.connectionTimeoutSeconds, configuration.maxHeaderBytes,
            { cls, connection, _, method, version, upload, uploadSize, stateSlot in
                guard let cls, let connection, let uploadSize, let stateSlot else { return .NO }
                return ConnectionCallbacks.handle(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(),
                    connection: connection, method: method, version: version, upload: upload,
                    uploadSize: uploadSize, stateSlot: stateSlot)
            },
            { cls, connection, stateSlot, _ in
                guard let cls else { return }
                ConnectionCallbacks.requestCompleted(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(),
                    connection: connection, stateSlot: stateSlot)
            },
            { cls, uri, connection in
                guard let cls else { return nil }
                return ConnectionCallbacks.requestLineReceived(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(), uri: uri,
                    connection: connection)
            },
            { cls, format, arguments in
                guard let cls, let format, let arguments else { return }
                Daemon.logLibraryMessage(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(), format: format,
                    arguments: arguments)
            },
            Self.guards, retained.toOpaque())
        guard let started else {
            retained.release()
            close(socket.descriptor)
            throw .daemonFailed
        }
        do {
            acceptor = try Acceptor(listening: socket.descriptor, daemon: started, context: context)
        } catch {
            MHD_stop_daemon(started)
            retained.release()
            close(socket.descriptor)
            throw error
        }
        handle = started
        self.context = retained
        port = socket.port
        context.connections.startWatchdog()
        acceptor.start()
    }

    /// libmicrohttpd's own limit: `maxConnections` for each worker (it divides its limit among them).
    /// The `Acceptor` keeps the total to `maxConnections`, so no worker is ever full when it takes up
    /// a connection, which in libmicrohttpd 0.9.75 leaves a lock held (see `Acceptor`).
    private static func libraryConnectionLimit(_ configuration: ServerConfiguration) -> UInt32 {
        let (limit, overflow) = configuration.maxConnections.multipliedReportingOverflow(
            by: configuration.threadCount)
        return overflow ? .max : UInt32(clamping: limit)
    }

    /// Strict parsing and the connection notifications. (libmicrohttpd's per-IP limit is not used:
    /// it counts a connection until cleaned up, so the `Acceptor` applies `maxConnectionsPerAddress`.)
    private static var guards: courier_mhd_guards {
        courier_mhd_guards(
            // Not libmicrohttpd's strict mode: its 0.9.75 sends the header block of the 400 it makes for
            // a missing Host twice. `HeadCallbacks` makes that check (and refuses spaces in the
            // target) and answers one clean 400.
            strict_for_client: 0,
            notify_connection: { cls, connection, socketContext, change in
                guard let cls, let connection, let socketContext else { return }
                ConnectionCallbacks.connectionChanged(
                    context: Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue(),
                    connection: connection, socketContext: socketContext,
                    opened: courier_mhd_notification_is_start(change) != 0)
            })
    }

    /// Stops accepting connections; already accepted ones are still served, and so are those waiting
    /// in the listen backlog, rather than reset: their client (a proxy, say) may already have sent a
    /// request it cannot retry. See `Acceptor.stopAccepting(until:)`.
    func stopAccepting(until deadline: ContinuousClock.Instant) {
        acceptor.stopAccepting(until: deadline)
    }

    /// Closes every connection, joins the worker threads and releases the context.
    func stop() {
        let context = context.takeUnretainedValue()
        // Suspended connections must be resumed before libmicrohttpd stops: let the pool finish, and
        // answer for what is still awaited (normally nothing: `Server.shutdown` ended it).
        context.awaited.cancelAll()
        context.awaited.resumeAll(with: context.stoppingResponse)
        context.expensiveWork.stop()
        context.connections.stop()
        acceptor.stop()
        MHD_stop_daemon(handle)
        acceptor.close()
        self.context.release()
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
