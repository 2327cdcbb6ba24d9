#include "image_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/* libjpeg reports fatal errors through error_exit, which must not return: jump back here instead
   of letting the default handler call exit(). */
struct recovering_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf recovery;
    char message[JMSG_LENGTH_MAX];
};

static void recover_from_error(j_common_ptr info) {
    struct recovering_error_manager *manager = (struct recovering_error_manager *)info->err;
    (*info->err->format_message)(info, manager->message);
    longjmp(manager->recovery, 1);
}

static void ignore_warning(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int courier_decode_jpeg(const unsigned char *data, size_t size, size_t max_pixels, courier_image *out,
                        char *error, size_t error_capacity) {
    struct jpeg_decompress_struct info;
    struct recovering_error_manager manager;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile inks = NULL;
    memset(out, 0, sizeof *out);
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = recover_from_error;
    manager.base.emit_message = ignore_warning;
    if (setjmp(manager.recovery)) {
        snprintf(error, error_capacity, "corrupt JPEG: %s", manager.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(inks);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0 ||
        (size_t)info.image_width * info.image_height > max_pixels) {
        snprintf(error, error_capacity, "JPEG of %ux%u pixels is too large", info.image_width,
                 info.image_height);
        jpeg_destroy_decompress(&info);
        return -2;
    }
    /* libjpeg converts every colour space to RGB but CMYK (and YCCK, which it reads as CMYK): those
       are read as CMYK and converted here, each row as it comes. */
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    inks = cmyk ? malloc((size_t)info.output_width * 4) : NULL;
    if (pixels == NULL || (cmyk && inks == NULL)) {
        snprintf(error, error_capacity, "out of memory");
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(inks);
        return -3;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        if (!cmyk) {
            jpeg_read_scanlines(&info, &row, 1);
            continue;
        }
        JSAMPROW ink_row = inks;
        jpeg_read_scanlines(&info, &ink_row, 1);
        for (size_t x = 0; x < info.output_width; x++) {
            const unsigned char *ink = inks + x * 4;
            /* Adobe's CMYK JPEGs (nearly all) store each ink inverted: 255 is none of it. */
            unsigned int c = info.saw_Adobe_marker ? ink[0] : 255u - ink[0];
            unsigned int m = info.saw_Adobe_marker ? ink[1] : 255u - ink[1];
            unsigned int y = info.saw_Adobe_marker ? ink[2] : 255u - ink[2];
            unsigned int k = info.saw_Adobe_marker ? ink[3] : 255u - ink[3];
            row[x * 3] = (unsigned char)((c * k + 127) / 255);
            row[x * 3 + 1] = (unsigned char)((m * k + 127) / 255);
            row[x * 3 + 2] = (unsigned char)((y * k + 127) / 255);
        }
    }
    free(inks);
    inks = NULL;
    jpeg_finish_decompress(&info);
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    out->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}
