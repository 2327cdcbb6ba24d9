#ifndef CCurl_SHIM_H
#define CCurl_SHIM_H
#include <curl/curl.h>

// Swift cannot call C variadic functions, so every curl_easy_setopt / curl_multi_setopt /
// curl_easy_getinfo form Courier uses has a typed, non-variadic wrapper here.

static inline CURLcode courier_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (both take a curl_write_callback).
static inline CURLcode courier_easy_setopt_write_function(CURL *handle, CURLoption option,
                                                          curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// For CURLOPT_READFUNCTION (a body read from a file as it is sent).
static inline CURLcode courier_easy_setopt_read_function(CURL *handle, curl_read_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, callback);
}

/// For CURLOPT_SEEKFUNCTION (rewinding that body to send it again).
static inline CURLcode courier_easy_setopt_seek_function(CURL *handle, curl_seek_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_SEEKFUNCTION, callback);
}

/// For CURLOPT_XFERINFOFUNCTION (progress reports).
static inline CURLcode courier_easy_setopt_xferinfo_function(CURL *handle, curl_xferinfo_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode courier_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode courier_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode courier_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode courier_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

#ifdef __linux__
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

// An epoll set kept up to date by libcurl's multi "socket" API, plus an eventfd to interrupt the
// wait. Plain C, so Swift never has to lay out the packed `struct epoll_event`.
//
// The poller opens and closes the connections' sockets itself (CURLOPT_OPENSOCKETFUNCTION and
// CURLOPT_CLOSESOCKETFUNCTION, set by `courier_poller_adopt`), so it knows a descriptor number still
// names the same socket. That lets a kept-alive connection's socket stay in the set between its
// transfers ("parked"): libcurl drops a socket after every transfer and names it again for the
// next, which would otherwise cost an EPOLL_CTL_DEL and an EPOLL_CTL_ADD per request; parked, it
// costs nothing, or one EPOLL_CTL_MOD if the events differ. A parked socket that reports readiness anyway
// (the server closed the idle connection) is taken out of the set then; closing takes it out too.
// Other sockets libcurl reports (a resolver's, say) are added and removed as libcurl asks.
// Everything but `courier_poller_wait`, `courier_poller_park` and `courier_poller_wake` must be
// called under the lock that serialises the multi handle (libcurl's callbacks run inside multi calls).

/// Per-descriptor flags: opened by the poller and still open; in the epoll set; parked; and the
/// events it is registered for (CURL_POLL_IN/OUT, shifted).
enum {
    COURIER_SOCKET_OWNED = 1,
    COURIER_SOCKET_IN_SET = 2,
    COURIER_SOCKET_PARKED = 4,
    COURIER_SOCKET_EVENTS_SHIFT = 3,
};

/// The epoll set of one multi handle.
struct courier_poller {
    CURLM *multi;
    int epoll;
    int wakeup;
    /// COURIER_SOCKET_* flags per descriptor number, grown on demand.
    unsigned char *states;
    int state_capacity;
};

/// The flags of `socket`, or NULL if there is no room for them.
static inline unsigned char *courier_poller_state(struct courier_poller *poller, curl_socket_t socket) {
    if (socket < 0) return NULL;
    if (socket >= poller->state_capacity) {
        int capacity = poller->state_capacity > 0 ? poller->state_capacity : 64;
        while (capacity <= socket) capacity *= 2;
        unsigned char *grown = realloc(poller->states, (size_t)capacity);
        if (grown == NULL) return NULL;
        memset(grown + poller->state_capacity, 0, (size_t)(capacity - poller->state_capacity));
        poller->states = grown;
        poller->state_capacity = capacity;
    }
    return &poller->states[socket];
}

/// CURLOPT_OPENSOCKETFUNCTION: a connection's socket (close-on-exec, so no child process keeps it).
static inline curl_socket_t courier_poller_open_socket(void *clientp, curlsocktype purpose,
                                                       struct curl_sockaddr *address) {
    (void)purpose;
    curl_socket_t socket_fd = socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
    unsigned char *state = courier_poller_state(clientp, socket_fd);
    if (state != NULL) *state = COURIER_SOCKET_OWNED;
    return socket_fd;
}

/// CURLOPT_CLOSESOCKETFUNCTION: takes a connection's socket out of the set, then closes it.
static inline int courier_poller_close_socket(void *clientp, curl_socket_t socket) {
    struct courier_poller *poller = clientp;
    unsigned char *state = courier_poller_state(poller, socket);
    if (state == NULL || (*state & COURIER_SOCKET_IN_SET)) epoll_ctl(poller->epoll, EPOLL_CTL_DEL, socket, NULL);
    if (state != NULL) *state = 0;
    return close(socket);
}

/// Makes `easy` open and close its connections' sockets through `poller`.
static inline CURLcode courier_poller_adopt(struct courier_poller *poller, CURL *easy) {
    CURLcode code = curl_easy_setopt(easy, CURLOPT_OPENSOCKETFUNCTION, courier_poller_open_socket);
    if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_OPENSOCKETDATA, (void *)poller);
    if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_CLOSESOCKETFUNCTION, courier_poller_close_socket);
    if (code == CURLE_OK) code = curl_easy_setopt(easy, CURLOPT_CLOSESOCKETDATA, (void *)poller);
    return code;
}

/// CURLMOPT_SOCKETFUNCTION: applies libcurl's wish for a socket to the epoll set. The poller's own
/// sockets are tracked in `states` (and parked rather than removed); other sockets are added when
/// libcurl first names them (no `socketp` yet; `curl_multi_assign` marks them) and removed when it
/// drops them.
static inline int courier_poller_socket_callback(CURL *easy, curl_socket_t socket, int what, void *userp,
                                                 void *socketp) {
    struct courier_poller *poller = userp;
    (void)easy;
    unsigned char *state = courier_poller_state(poller, socket);
    int owned = state != NULL && (*state & COURIER_SOCKET_OWNED);
    if (what == CURL_POLL_REMOVE) {
        if (owned && (*state & COURIER_SOCKET_IN_SET)) {
            *state |= COURIER_SOCKET_PARKED;
        } else {
            epoll_ctl(poller->epoll, EPOLL_CTL_DEL, socket, NULL);
            if (state != NULL) *state &= COURIER_SOCKET_OWNED;
        }
        return 0;
    }
    int wanted = what & (CURL_POLL_IN | CURL_POLL_OUT);
    struct epoll_event event = {0};
    event.events = ((wanted & CURL_POLL_IN) ? EPOLLIN : 0) | ((wanted & CURL_POLL_OUT) ? EPOLLOUT : 0);
    event.data.fd = socket;
    if (owned && (*state & COURIER_SOCKET_IN_SET)) {
        int registered = *state >> COURIER_SOCKET_EVENTS_SHIFT;
        if (registered != wanted && epoll_ctl(poller->epoll, EPOLL_CTL_MOD, socket, &event) != 0) return -1;
    } else if (owned || socketp == NULL) {
        if (epoll_ctl(poller->epoll, EPOLL_CTL_ADD, socket, &event) != 0) {
            if (errno != EEXIST || epoll_ctl(poller->epoll, EPOLL_CTL_MOD, socket, &event) != 0) return -1;
        }
        if (!owned) curl_multi_assign(poller->multi, socket, poller);
    } else if (epoll_ctl(poller->epoll, EPOLL_CTL_MOD, socket, &event) != 0) {
        return -1;
    }
    if (owned) *state = COURIER_SOCKET_OWNED | COURIER_SOCKET_IN_SET | (wanted << COURIER_SOCKET_EVENTS_SHIFT);
    return 0;
}

/// Whether a socket `courier_poller_wait` reported is parked (libcurl does not want it now); such a
/// socket is taken out of the set here, and must not be passed on to libcurl.
static inline int courier_poller_drop_if_parked(struct courier_poller *poller, curl_socket_t socket) {
    if (socket < 0 || socket >= poller->state_capacity) return 0;
    unsigned char *state = &poller->states[socket];
    if (!(*state & COURIER_SOCKET_PARKED)) return 0;
    epoll_ctl(poller->epoll, EPOLL_CTL_DEL, socket, NULL);
    *state = COURIER_SOCKET_OWNED;
    return 1;
}

/// Creates the epoll set and eventfd and makes `multi` report its sockets to them; NULL on failure.
static inline struct courier_poller *courier_poller_create(CURLM *multi) {
    struct courier_poller *poller = calloc(1, sizeof *poller);
    if (poller == NULL) return NULL;
    poller->multi = multi;
    poller->epoll = epoll_create1(EPOLL_CLOEXEC);
    poller->wakeup = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    struct epoll_event event = {0};
    event.events = EPOLLIN;
    event.data.fd = poller->wakeup;
    if (poller->epoll < 0 || poller->wakeup < 0 ||
        epoll_ctl(poller->epoll, EPOLL_CTL_ADD, poller->wakeup, &event) != 0 ||
        curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, courier_poller_socket_callback) != CURLM_OK ||
        curl_multi_setopt(multi, CURLMOPT_SOCKETDATA, poller) != CURLM_OK) {
        if (poller->epoll >= 0) close(poller->epoll);
        if (poller->wakeup >= 0) close(poller->wakeup);
        free(poller);
        return NULL;
    }
    return poller;
}

/// Closes the descriptors; call after `curl_multi_cleanup`.
static inline void courier_poller_destroy(struct courier_poller *poller) {
    close(poller->epoll);
    close(poller->wakeup);
    free(poller->states);
    free(poller);
}

/// Waits up to `timeout_ns` nanoseconds (-1: no limit) for the sockets and the wakeup. Stores each
/// ready socket with its CURL_CSELECT_* mask and returns how many (at most 64). A wakeup is consumed,
/// not reported as a socket, and sets `*woken` to 1 when `woken` is not NULL.
static inline int courier_poller_wait(struct courier_poller *poller, int *sockets, int *masks, int capacity,
                                      int64_t timeout_ns, int *woken) {
    struct epoll_event events[64];
    if (capacity > 64) capacity = 64;
    int count;
    if (timeout_ns < 0) {
        count = epoll_wait(poller->epoll, events, capacity, -1);
    } else {
        struct timespec timeout = {(time_t)(timeout_ns / 1000000000), (long)(timeout_ns % 1000000000)};
        count = epoll_pwait2(poller->epoll, events, capacity, &timeout, NULL);
        if (count < 0 && errno == ENOSYS) {  // kernels before 5.11: whole milliseconds, rounded up
            count = epoll_wait(poller->epoll, events, capacity, (int)((timeout_ns + 999999) / 1000000));
        }
    }
    int stored = 0;
    for (int index = 0; index < count; index++) {
        if (events[index].data.fd == poller->wakeup) {
            uint64_t value;
            ssize_t drained = read(poller->wakeup, &value, sizeof value);
            (void)drained;
            if (woken != NULL) *woken = 1;
            continue;
        }
        uint32_t ready = events[index].events;
        sockets[stored] = events[index].data.fd;
        masks[stored] = ((ready & (EPOLLIN | EPOLLHUP | EPOLLRDHUP)) ? CURL_CSELECT_IN : 0) |
                        ((ready & EPOLLOUT) ? CURL_CSELECT_OUT : 0) | ((ready & EPOLLERR) ? CURL_CSELECT_ERR : 0);
        stored++;
    }
    return stored;
}

/// Waits up to `timeout_ms` (-1: no limit) for the wakeup alone, without consuming it: how the loop
/// thread sleeps while it drives no transfer (a caller may be waiting on the sockets meanwhile).
static inline void courier_poller_park(struct courier_poller *poller, int timeout_ms) {
    struct pollfd wakeup = {poller->wakeup, POLLIN, 0};
    int ready = poll(&wakeup, 1, timeout_ms);
    (void)ready;
}

/// Consumes a pending wakeup, if any.
static inline void courier_poller_drain(struct courier_poller *poller) {
    uint64_t value;
    ssize_t drained = read(poller->wakeup, &value, sizeof value);
    (void)drained;
}

/// Interrupts a `courier_poller_wait` in progress (or makes the next one return at once).
static inline void courier_poller_wake(struct courier_poller *poller) {
    uint64_t one = 1;
    ssize_t written = write(poller->wakeup, &one, sizeof one);
    (void)written;  // a full counter (EAGAIN) already means "wake up"
}
#endif

#endif
