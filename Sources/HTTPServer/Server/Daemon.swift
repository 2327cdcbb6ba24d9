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
struct Daemon: @unchecked Sendable {  // safe: used only under the `Server`'s lock, then stopped once
    let handle: OpaquePointer
    let context: Unmanaged<ServerContext>
    let port: Int

    /// Starts a daemon serving `socket` (which it then owns).
    init(socket: ListeningSocket, context: ServerContext) throws(ServerError) {
        let configuration = context.configuration
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
        #if os(Linux)
            flags |= MHD_USE_EPOLL.rawValue
        #else
            flags |= MHD_USE_EPOLL.rawValue
        #endif
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
            close(socket.descriptor)
            throw .daemonFailed
        }
        handle = started
        self.context = retained
        port = socket.port
    }

    /// Stops accepting connections; already accepted ones are still served.
    func quiesce() {
        let listening = MHD_quiesce_daemon(handle)
        if listening >= 0 { close(listening) }
    }

    /// Closes every connection, joins the worker threads and releases the context.
    func stop() {
        MHD_stop_daemon(handle)
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
