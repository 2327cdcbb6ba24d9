#ifndef CPSL_SHIM_H
#define CPSL_SHIM_H
// libpsl: the Public Suffix List, for the cookie jar's Domain rule. Swift calls it directly.
#include <libpsl.h>
#endif
