/* libFuzzer's entry for the image decoders (Sources/CImageCodecs): bytes that start like a PNG go
   to the PNG decoder, any others to the JPEG decoder. Every input must decode or be refused with a
   message, never crash; a decoded image's pixels are all read, so AddressSanitizer sees them.
   libpng and libjpeg are Debian's, not instrumented: coverage steers the mutations only through
   this glue, so the seeds matter more than for the Swift targets. */
#include "image_codecs.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    courier_image image;
    char error[256];
    int status = size > 0 && data[0] == 0x89
                     ? courier_decode_png(data, size, 4096 * 4096, &image, error, sizeof error)
                     : courier_decode_jpeg(data, size, 4096 * 4096, &image, error, sizeof error);
    if (status == 0) {
        volatile unsigned sum = 0;
        for (size_t i = 0; i < (size_t)image.width * (size_t)image.height * 3; i++) sum += image.pixels[i];
        courier_image_free(&image);
    }
    return 0;
}
