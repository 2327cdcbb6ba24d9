#ifndef CMicroHTTPD_SHIM_H
#define CMicroHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <errno.h>
#include <poll.h>
#ifndef __linux__
#include <fcntl.h> /* for courier_accept_closing_on_exec */
#endif
#include <strings.h>
#include <microhttpd.h>

/// Signature of MHD_OPTION_URI_LOG_CALLBACK: called once per request with the raw request target; its
/// return value becomes the request's `*con_cls`.
typedef void *(*courier_mhd_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Limits and callbacks of `courier_mhd_start_daemon` that the first version did not have.
struct courier_mhd_guards {
    /// MHD_OPTION_STRICT_FOR_CLIENT: 1 rejects HTTP/1.1 without Host and spaces in the target.
    int strict_for_client;
    /// MHD_OPTION_NOTIFY_CONNECTION: a connection opened or closed.
    MHD_NotifyConnectionCallback notify_connection;
};

/// Starts a daemon without a listening socket of its own: connections are handed to it with
/// `MHD_add_connection` (flags must include MHD_USE_NO_LISTEN_SOCKET).
///
/// `MHD_start_daemon` is variadic, which Swift cannot call; this wrapper takes every option as a typed
/// parameter and passes them through MHD_OPTION_ARRAY. `context` is handed to every callback as `cls`.
static inline struct MHD_Daemon *courier_mhd_start_daemon(
    unsigned int flags, unsigned int thread_pool_size, unsigned int connection_limit,
    unsigned int connection_timeout_seconds, size_t connection_memory_limit,
    MHD_AccessHandlerCallback access_handler, MHD_RequestCompletedCallback completed,
    courier_mhd_uri_callback uri_callback, MHD_LogCallback error_logger, struct courier_mhd_guards guards,
    void *context)
{
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)error_logger, context},
        {MHD_OPTION_STRICT_FOR_CLIENT, (intptr_t)guards.strict_for_client, NULL},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)guards.notify_connection, context},
        {MHD_OPTION_THREAD_POOL_SIZE, (intptr_t)thread_pool_size, NULL},
        {MHD_OPTION_CONNECTION_LIMIT, (intptr_t)connection_limit, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)connection_timeout_seconds, NULL},
        {MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)connection_memory_limit, NULL},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, context},
        {MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)uri_callback, context},
        {MHD_OPTION_END, 0, NULL},
    };
    return MHD_start_daemon(flags, 0, NULL, NULL, access_handler, context, MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// `accept(2)` with the new socket closed on `exec`, atomically where the system allows (`accept4` on
/// Linux, which Swift does not see: glibc declares it only for _GNU_SOURCE); -1 with `errno` on failure.
static inline int courier_accept_closing_on_exec(int listening, struct sockaddr *address, socklen_t *length)
{
#ifdef __linux__
    extern int accept4(int, struct sockaddr *, socklen_t *, int);
    return accept4(listening, address, length, SOCK_CLOEXEC);
#else
    int client = accept(listening, address, length);
    if (client >= 0) fcntl(client, F_SETFD, FD_CLOEXEC);
    return client;
#endif
}

/// Sets response flags (`MHD_set_response_options` is variadic).
static inline enum MHD_Result courier_mhd_set_response_flags(struct MHD_Response *response,
                                                             enum MHD_ResponseFlags flags)
{
    return MHD_set_response_options(response, flags, MHD_RO_END);
}

/// The number of open connections (`MHD_get_daemon_info` is variadic).
static inline unsigned int courier_mhd_current_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// Whether a connection notification says the connection opened (rather than closed).
static inline int courier_mhd_notification_is_start(enum MHD_ConnectionNotificationCode code)
{
    return code == MHD_CONNECTION_NOTIFY_STARTED;
}

/// The connection's socket (`MHD_get_connection_info` is variadic); -1 if unknown.
static inline int courier_mhd_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The connection's `socket_context` set in the connection-started notification, or NULL.
static inline void *courier_mhd_socket_context(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// Writes the client's numeric address (IPv4 or IPv6, no port) into `buffer`; 0 on success.
static inline int courier_mhd_client_address(struct MHD_Connection *connection, char *buffer, socklen_t size)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    const struct sockaddr *address = info->client_addr;
    const void *bytes = address->sa_family == AF_INET6
                            ? (const void *)&((const struct sockaddr_in6 *)address)->sin6_addr
                            : (const void *)&((const struct sockaddr_in *)address)->sin_addr;
    return inet_ntop(address->sa_family, bytes, buffer, size) == NULL ? -1 : 0;
}

/// Whether a header field parsed by libmicrohttpd 0.9.x ended in CRLF with no NUL inside.
///
/// libmicrohttpd parses in place: it cuts a value at its first NUL (the length it reports is the C
/// string's) and overwrites the line's CR and LF with NULs. So the byte after the terminating NUL is
/// also a NUL for a clean `...\r\n` line, and not for a value cut at an embedded NUL or a line ended
/// by a bare LF (the next line's first byte follows). Reading it stays inside the parsed header block.
static inline int courier_mhd_field_is_clean(const char *value, size_t length)
{
    return value[length] == 0 && value[length + 1] == 0;
}

/// Whether the line after a clean field (see `courier_mhd_field_is_clean`) that is not the last is
/// another field's, in libmicrohttpd 0.9.x's parsed header block: not a continuation (obs-fold,
/// starting with a space or a tab) and not a line whose colon libmicrohttpd overwrote with a NUL.
/// The byte read is the next line's first, which libmicrohttpd parsed in place before it stored the
/// field.
static inline int courier_mhd_field_is_followed_by_field(const char *value, size_t length)
{
    const char next = value[length + 2];
    return next != 0 && next != ' ' && next != '\t';
}

/// Whether the method libmicrohttpd 0.9.x handed the access handler is the request line's whole
/// first word, followed by one space: in its parsed read buffer the target (whose first byte is
/// `target_first`) starts right behind the NUL that took that space's place. A NUL byte inside the
/// method (`G\0ET /x`, which would be served as `G`) or a second space leaves other bytes there.
static inline int courier_mhd_method_is_whole(const char *method, char target_first)
{
    return method[strlen(method) + 1] == target_first;
}

/// Where libmicrohttpd 0.9.x's header block ends: `method` (the access handler's, which points at the
/// request line in the read buffer) plus the block's size, which it records once the empty line is
/// read. NULL when it has no size.
static inline const char *courier_mhd_header_block_end(struct MHD_Connection *connection, const char *method)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL || method == NULL ? NULL : method + info->header_size;
}

/// Whether the last field, clean, is followed by nothing but the empty line's CRLF before `end`. A line
/// with no field name (`: b`, or a bare `:`) ends libmicrohttpd's block at it, after the field before
/// it, so what the client sent next would be read as the next request; a bare-LF empty line is one
/// byte short. Compares pointers only.
static inline int courier_mhd_field_ends_block(const char *value, size_t length, const char *end)
{
    return end == NULL || value + length + 4 == end;
}

/// The HTTP version behind the target that libmicrohttpd 0.9.x handed the URI callback, in its read
/// buffer: it parses the request line in place, finding the version from the line's end and
/// overwriting the space before it with a NUL. So the version starts right behind the target's C
/// string, unless the target held NUL bytes of its own (then `*target_has_nul` is set). NULL when no
/// version follows within the request line (HTTP/0.9), or behind more than 32 NULs.
static inline const char *courier_mhd_version_after(const char *target, int *target_has_nul)
{
    const char *chunk = target + strlen(target) + 1;
    for (int skipped = 0; skipped < 32; skipped++) {
        if (strncmp(chunk, "HTTP/", 5) == 0) {
            *target_has_nul = skipped > 0;
            return chunk;
        }
        size_t length = strcspn(chunk, "\r\n");
        if (chunk[length] != 0) return NULL; /* the next, unparsed line: no version on this one */
        chunk += length + 1;
    }
    return NULL;
}

/// What is wrong with the request line libmicrohttpd 0.9.x just parsed, given the target it handed
/// the URI callback: 0 nothing, 1 a bare LF end (`target\0HTTP/1.1\0\0` for CRLF, a single NUL
/// before the next line for a bare LF), 2 a NUL byte in the target (which libmicrohttpd would cut the
/// target at). A line without a version cannot be judged and counts as clean.
static inline int courier_mhd_request_line_problem(const char *target)
{
    int target_has_nul = 0;
    const char *version = courier_mhd_version_after(target, &target_has_nul);
    if (version == NULL) return 0;
    if (target_has_nul) return 2;
    return version[strlen(version) + 1] == 0 ? 0 : 1;
}

/// The name a malformed Content-Length field is renamed to (same length as "Content-Length").
#define COURIER_DISARMED_LENGTH "X-Invalid-CLen"

/// Renames a malformed `Content-Length` field, in place, before libmicrohttpd parses the headers.
///
/// libmicrohttpd 0.9.75 answers a Content-Length that is not a plain number with a 400 whose header
/// block it sends twice (its state machine builds the error's headers, then builds them again). Its
/// URI callback runs when the request line is parsed, with the rest of what was received right
/// behind it in the connection's read buffer. Past the received bytes that buffer is zero-filled once
/// the connection has served a request, and on its first request when its memory is mapped (a limit
/// above 32 KiB); with a smaller limit it is heap memory not yet written, which the scan may read
/// until a NUL or an empty line, within 64 KiB. Only when the whole header block is already there (its
/// empty line found before any NUL) is the first malformed Content-Length renamed to
/// COURIER_DISARMED_LENGTH, so libmicrohttpd reads no body and the server answers one clean 400
/// itself. A line that merely looks complete is not enough: the end of a partly received
/// `Content-Length: 1` followed by stale bytes could read as a malformed value. Returns 1 when it
/// renamed one.
static inline int courier_mhd_disarm_bad_content_length(char *target)
{
    int target_has_nul = 0;
    const char *version = courier_mhd_version_after(target, &target_has_nul);
    if (version == NULL) return 0;
    char *line = (char *)version + strlen(version) + 1;
    if (*line == 0) line++; /* the request line ended with CRLF: both were zeroed */
    char *malformed = NULL;
    for (size_t scanned = 0; scanned < (64u << 10);) {
        char *end = line;
        while (*end != 0 && *end != '\n') end++;
        if (*end == 0) return 0; /* not all received yet, or a NUL: left to the later checks */
        size_t length = (size_t)(end - line);
        if (length == 0 || (length == 1 && line[0] == '\r')) { /* the end of the header block */
            if (malformed == NULL) return 0;
            memcpy(malformed, COURIER_DISARMED_LENGTH, 14);
            return 1;
        }
        if (malformed == NULL && length > 15 && strncasecmp(line, "Content-Length:", 15) == 0) {
            const char *value = line + 15;
            while (*value == ' ' || *value == '\t') value++;
            const char *digit = value;
            while (*digit >= '0' && *digit <= '9') digit++;
            size_t digits = (size_t)(digit - value);
            int valid = digits > 0 && digits <= 18 && (*digit == '\r' || *digit == '\n');
            if (!valid) malformed = line;
        }
        scanned += length + 1;
        line = end + 1;
    }
    return 0;
}

/// Hides the query of the request target from libmicrohttpd 0.9.x, in place, once the server has
/// copied the target in the URI callback (it parses the query itself, from that copy).
///
/// libmicrohttpd would parse every `name=value` pair of the query into a record taken from the
/// connection's memory pool (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`, 32 KiB by default), which also
/// holds the request line and the headers: a few hundred short arguments (474 times `a=1`, 1.9 KB)
/// exhaust it, and the connection is closed without an answer. It has found the `?` before calling
/// the URI callback and parses the text after it, so ending that text right behind the `?` leaves
/// it nothing to parse. Call it after every other look at the request line (they find the version
/// behind the target's end).
static inline void courier_mhd_hide_query(char *target)
{
    char *question = strchr(target, '?');
    if (question != NULL) question[1] = 0;
}

/// Whether the peer of a connected socket has closed it (or reset it): 1 if so, 0 if it is still
/// open or cannot be told, without blocking. Data already waiting (a pipelined request) counts as
/// open. Used while a long request runs: libmicrohttpd watches no socket of a request it is
/// answering (its worker is busy, or the connection is suspended).
static inline int courier_socket_peer_closed(int descriptor)
{
    struct pollfd watched = {descriptor, POLLIN, 0};
    if (descriptor < 0 || poll(&watched, 1, 0) <= 0) return 0;
    if (watched.revents & (POLLERR | POLLNVAL | POLLHUP)) return 1;
    char byte;
    ssize_t peeked = recv(descriptor, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (peeked == 0) return 1;
    if (peeked < 0) return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : 1;
    return 0;
}

#endif
