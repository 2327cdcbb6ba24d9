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

#endif
