#include "image_codecs.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libpng's simplified API: it handles its own error recovery, so no setjmp is needed here. */
int courier_decode_png(const unsigned char *data, size_t size, size_t max_pixels, courier_image *out,
                       char *error, size_t error_capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    memset(out, 0, sizeof *out);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(error, error_capacity, "not a readable PNG: %s", image.message);
        return -1;
    }
    if (image.width == 0 || image.height == 0 || (size_t)image.width * image.height > max_pixels) {
        snprintf(error, error_capacity, "PNG of %ux%u pixels is too large", image.width, image.height);
        png_image_free(&image);
        return -2;
    }
    image.format = PNG_FORMAT_RGB;
    size_t bytes = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = malloc(bytes);
    if (pixels == NULL) {
        snprintf(error, error_capacity, "out of memory");
        png_image_free(&image);
        return -3;
    }
    /* A white background for transparent pixels, as avatars are shown on terminals. */
    png_color background = {255, 255, 255};
    if (!png_image_finish_read(&image, &background, pixels, 0, NULL)) {
        snprintf(error, error_capacity, "corrupt PNG: %s", image.message);
        free(pixels);
        png_image_free(&image);
        return -1;
    }
    out->width = (int)image.width;
    out->height = (int)image.height;
    out->pixels = pixels;
    return 0;
}

void courier_image_free(courier_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
