#ifndef COURIER_IMAGE_CODECS_H
#define COURIER_IMAGE_CODECS_H

#include <stddef.h>

/* A decoded image: 8-bit RGB, row after row, no padding. `pixels` is allocated by the decoder and
   released with courier_image_free. */
typedef struct {
    int width;
    int height;
    unsigned char *pixels;
} courier_image;

/* Decode PNG (libpng) or JPEG (libjpeg) bytes. Returns 0 on success; otherwise a negative value and
   a message in `error` (always NUL-terminated). Images with more than `max_pixels` pixels are
   refused before their pixels are allocated. Corrupt input never aborts the process. */
int courier_decode_png(const unsigned char *data, size_t size, size_t max_pixels, courier_image *out,
                       char *error, size_t error_capacity);
int courier_decode_jpeg(const unsigned char *data, size_t size, size_t max_pixels, courier_image *out,
                        char *error, size_t error_capacity);

/* Frees the pixels of an image filled by a decoder (safe on a zeroed image). */
void courier_image_free(courier_image *image);

#endif
