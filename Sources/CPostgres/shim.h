#ifndef CPostgres_SHIM_H
#define CPostgres_SHIM_H
#include <libpq-fe.h>
#endif
