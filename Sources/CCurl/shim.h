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
#include <time.h>
#include <unistd.h>

// An epoll set kept up to date by libcurl's multi "socket" API, plus an eventfd to interrupt the
// wait. Plain C, so Swift never has to lay out the packed `struct epoll_event`.
//
// A kept-alive connection's socket stays in the set between its transfers ("parked"): libcurl drops
// a socket after every transfer and names it again for the next, and re-enabling it then costs one
// EPOLL_CTL_MOD instead of a DEL now and an ADD later. A parked socket that reports readiness
// anyway (the server closed the idle connection) is taken out of the set at that moment. Everything
// but `courier_poller_wait`, `courier_poller_park` and `courier_poller_wake` must be called under the
// lock that serialises the multi handle (libcurl's callbacks run inside multi calls).

enum { COURIER_SOCKET_UNKNOWN = 0, COURIER_SOCKET_WATCHED = 1, COURIER_SOCKET_PARKED = 2 };

/// The epoll set of one multi handle.
struct courier_poller {
    CURLM *multi;
    int epoll;
    int wakeup;
    /// COURIER_SOCKET_* per descriptor number, grown on demand.
    unsigned char *states;
    int state_capacity;
};

/// The state slot of `socket`, or NULL if it cannot be allocated.
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

/// CURLMOPT_SOCKETFUNCTION: applies libcurl's wish for a socket to the epoll set. A socket that
/// libcurl has not seen before has no `socketp`; it is added (or, if parked, re-enabled) and marked
/// with `curl_multi_assign`. A socket libcurl no longer needs is parked, or removed if it cannot be.
static inline int courier_poller_socket_callback(CURL *easy, curl_socket_t socket, int what, void *userp,
                                                 void *socketp) {
    struct courier_poller *poller = userp;
    (void)easy;
    unsigned char *state = courier_poller_state(poller, socket);
    if (what == CURL_POLL_REMOVE) {
        if (state != NULL && *state == COURIER_SOCKET_WATCHED) {
            *state = COURIER_SOCKET_PARKED;
        } else {
            if (state != NULL) *state = COURIER_SOCKET_UNKNOWN;
            epoll_ctl(poller->epoll, EPOLL_CTL_DEL, socket, NULL);
        }
        return 0;
    }
    struct epoll_event event = {0};
    event.events = ((what & CURL_POLL_IN) ? EPOLLIN : 0) | ((what & CURL_POLL_OUT) ? EPOLLOUT : 0);
    event.data.fd = socket;
    // A parked descriptor number may belong to a new socket by now (epoll forgets closed ones), so
    // re-enabling falls back to adding.
    int known = socketp != NULL || (state != NULL && *state == COURIER_SOCKET_PARKED);
    if (known && epoll_ctl(poller->epoll, EPOLL_CTL_MOD, socket, &event) == 0) {
        // Modified in place.
    } else if (epoll_ctl(poller->epoll, EPOLL_CTL_ADD, socket, &event) != 0) {
        if (errno != EEXIST || epoll_ctl(poller->epoll, EPOLL_CTL_MOD, socket, &event) != 0) return -1;
    }
    if (state != NULL) *state = COURIER_SOCKET_WATCHED;
    if (socketp == NULL) curl_multi_assign(poller->multi, socket, poller);
    return 0;
}

/// Whether a socket `courier_poller_wait` reported is parked (libcurl does not want it); such a
/// socket is taken out of the set here, and must not be passed on to libcurl.
static inline int courier_poller_drop_if_parked(struct courier_poller *poller, curl_socket_t socket) {
    if (socket < 0 || socket >= poller->state_capacity) return 0;
    if (poller->states[socket] != COURIER_SOCKET_PARKED) return 0;
    poller->states[socket] = COURIER_SOCKET_UNKNOWN;
    epoll_ctl(poller->epoll, EPOLL_CTL_DEL, socket, NULL);
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
