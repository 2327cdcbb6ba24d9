/// The port numbers a server may listen on, `0` asking the system for a free one: the one range
/// every command line, setting and socket checks a port against.
package enum TCPPort {
    package static let valid = 0...65535
}
