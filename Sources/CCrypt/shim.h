#ifndef CCrypt_SHIM_H
#define CCrypt_SHIM_H
#include <crypt.h>
#endif
