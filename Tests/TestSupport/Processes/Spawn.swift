import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `posix_spawn` with an empty signal mask and default signal handlers (test threads block SIGTERM,
/// and a child must not inherit that), the standard streams set up by `streams`, and on Linux no
/// other descriptor: tests on other threads open pipes and sockets all the time, and a child that
/// inherited one would hold it open for its whole life (another test's pipe never reaching end of
/// file, its client socket never closing for the server). Every child carries `COURIER_TEST_RUN`
/// when this process does (``runMarker``).
public enum Spawn {
    /// Starts `executable` and returns its pid; `environment` replaces the parent's when given.
    /// `streams` adds the file actions that wire up the child's descriptors.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]?,
        streams: (inout posix_spawn_file_actions_t) -> Void
    ) throws(ProcessError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        streams(&actions)
        #if os(Linux)
            _ = closeFrom?(&actions, 3)
        #endif
        var emptyMask = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&emptyMask)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map {
            marked($0, from: ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        }
        defer {
            for argument in argv { free(argument) }
            for variable in envp ?? [] { free(variable) }
        }
        var child: pid_t = 0
        let result =
            envp.map { posix_spawn(&child, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw ProcessError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return child
    }

    /// The variable `scripts/test` finds what a crashed or interrupted run left running by: a
    /// child given an environment of its own carries it too (one that inherits this process's
    /// environment has it already).
    static let runMarker = "COURIER_TEST_RUN"

    /// `environment`, with the marker of `parent` (this process's environment) if it has one.
    static func marked(_ environment: [String: String], from parent: [String: String]) -> [String: String] {
        guard let run = parent[runMarker] else { return environment }
        return environment.merging([runMarker: run]) { $1 }
    }

    #if os(Linux)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its Swift module
        /// does not export: the child closes every descriptor from the given one up.
        private typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
            -> Int32
        private static let closeFrom: CloseFrom? = {
            guard
                let symbol = dlsym(
                    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(symbol, to: CloseFrom.self)
        }()
    #endif
}
