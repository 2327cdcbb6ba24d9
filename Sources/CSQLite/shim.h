#ifndef CSQLite_SHIM_H
#define CSQLite_SHIM_H
#include <sqlite3.h>
#endif
