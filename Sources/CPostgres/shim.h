#ifndef CPostgres_SHIM_H
#define CPostgres_SHIM_H
#include <libpq-fe.h>

static void courier_pq_ignore_notice(void *argument, const char *message) {
    (void)argument;
    (void)message;
}

/* libpq prints server notices (e.g. "there is no transaction in progress") to stderr by default.
   The SQL module reports failures through errors instead, so notices are dropped. */
static inline void courier_pq_silence_notices(PGconn *connection) {
    PQsetNoticeProcessor(connection, courier_pq_ignore_notice, NULL);
}

#endif
