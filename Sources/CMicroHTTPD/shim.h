#ifndef CMicroHTTPD_SHIM_H
#define CMicroHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Signature of MHD_OPTION_URI_LOG_CALLBACK: called once per request with the raw request target; its
/// return value becomes the request's `*con_cls`.
typedef void *(*courier_mhd_uri_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon on an already bound and listening socket.
///
/// `MHD_start_daemon` is variadic, which Swift cannot call; this wrapper takes every option as a typed
/// parameter and passes them through MHD_OPTION_ARRAY. `context` is handed to every callback as `cls`.
static inline struct MHD_Daemon *courier_mhd_start_daemon(
    unsigned int flags, int listen_fd, unsigned int thread_pool_size, unsigned int connection_limit,
    unsigned int connection_timeout_seconds, size_t connection_memory_limit,
    MHD_AccessHandlerCallback access_handler, MHD_RequestCompletedCallback completed,
    courier_mhd_uri_callback uri_callback, MHD_LogCallback error_logger, void *context)
{
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)error_logger, context},
        {MHD_OPTION_LISTEN_SOCKET, (intptr_t)listen_fd, NULL},
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

#endif
