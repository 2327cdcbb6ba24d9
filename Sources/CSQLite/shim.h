#ifndef CSQLite_SHIM_H
#define CSQLite_SHIM_H
#include <stddef.h>
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
   These wrappers bind a copy of the bytes (SQLite copies before returning). A NULL pointer for an
   empty value would bind SQL NULL, so empty text and empty blobs are bound explicitly. */
static inline int courier_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text ? text : "", length, SQLITE_TRANSIENT);
}

static inline int courier_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    if (length == 0 || bytes == NULL) {
        return sqlite3_bind_zeroblob(statement, index, 0);
    }
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}

/* sqlite3_config is variadic, which Swift cannot call. Memory statistics make every allocation take one
   process-wide mutex, which threads reading at once then contend for; nothing here reads them. Works only
   before SQLite initializes (it answers SQLITE_MISUSE afterwards, harmlessly). */
static inline int courier_sqlite3_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
