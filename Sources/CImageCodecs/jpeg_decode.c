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
    memset(out, 0, sizeof *out);
    memset(&manager, 0, sizeof manager);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = recover_from_error;
    manager.base.emit_message = ignore_warning;
    if (setjmp(manager.recovery)) {
        snprintf(error, error_capacity, "corrupt JPEG: %s", manager.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
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
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        snprintf(error, error_capacity, "out of memory");
        jpeg_destroy_decompress(&info);
        return -3;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    out->pixels = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}
