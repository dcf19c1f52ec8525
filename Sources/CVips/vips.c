// libvips, loaded with dlopen when sitegen first works on an image, not linked into the executable.
//
// Why: libvips brings 95 other shared libraries (codecs, ImageMagick, poppler, glib …), and the
// dynamic loader binds and relocates them all at every start of a process that links it: 29 ms of
// a `main() { return 0; }` linked with `pkg-config --libs vips` on the 2-core development machine,
// against 0.4 ms without. `sitegen build` starts twice (see CAllocatorTuning), so every build paid
// that twice, images or not. Loaded when needed (26 Nov 2026, 10k movies, taking turns with the
// binary that linked it): a rebuild after a cast edit 0.71 → 0.63 s (medians of 10), one with
// nothing changed 165 → 107 ms (means of 20); `sitegen --version` 32.9 → 5.5 ms. A site whose
// posters are all unchanged never loads it; one with a new poster loads it once, in the process
// that inspects it.
//
// Each function of libvips and GLib sitegen calls is looked up once, by name, with the type its
// header declares (`__typeof__`), so the compiler still checks every call against libvips's headers.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <vips/vips.h>
#include <vips/vector.h>

#include "vips_shim.h"

// GLib makes `g_object_ref` a macro that casts its result, and from 2.78 `g_free` one that passes
// the size it knows: sitegen calls the functions through its pointers.
#undef g_object_ref
#undef g_free

#define SITEGEN_VIPS_FUNCTIONS(X) \
    X(vips_version) X(vips_init) X(vips_vector_set_enabled) X(vips_vector_isenabled) \
    X(vips_concurrency_set) X(vips_cache_set_max) X(vips_cache_set_max_mem) X(vips_block_untrusted_set) \
    X(vips_image_new_from_buffer) X(vips_foreign_find_load_buffer) X(vips_thumbnail_buffer) \
    X(vips_image_copy_memory) X(vips_colourspace) X(vips_image_hasalpha) X(vips_array_double_newv) \
    X(vips_flatten) X(vips_area_unref) X(vips_resize) X(vips_getpoint) X(vips_webpsave_buffer) \
    X(vips_heifsave_buffer) X(vips_jpegsave_buffer) X(vips_pngsave_buffer) X(vips_image_get_typeof) \
    X(vips_image_get_string) X(vips_image_get_width) X(vips_image_get_height) X(vips_error_buffer) \
    X(vips_error_clear) X(g_object_ref) X(g_object_unref) X(g_free)

#define SITEGEN_VIPS_POINTER(name) __typeof__(name) *name;
static struct { SITEGEN_VIPS_FUNCTIONS(SITEGEN_VIPS_POINTER) } vips;

static pthread_once_t started_once = PTHREAD_ONCE_INIT;
static int started = -1;
/// Why libvips could not be loaded or started, for `sitegen_vips_error`.
static char load_failure[512];

static int load(void) {
    // The library's file is named by its ABI version, as the executable would have named it.
    char name[64];
    snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_failure, sizeof load_failure, "cannot load %s: %s", name, dlerror());
        return -1;
    }
#define SITEGEN_VIPS_LOOK_UP(function) \
    if (!(vips.function = (__typeof__(function) *) dlsym(library, #function))) { \
        snprintf(load_failure, sizeof load_failure, "%s has no function %s", name, #function); \
        return -1; \
    }
    SITEGEN_VIPS_FUNCTIONS(SITEGEN_VIPS_LOOK_UP)
    return 0;
}

/// libvips started as `VIPS_INIT` starts it (its ABI checked), with its own thread pool kept to
/// one thread per call (sitegen runs one call per core itself), no operation cache (each image is
/// made once), and loaders that libvips marks untrusted (SVG through librsvg, ImageMagick, Matlab,
/// FITS …) refused.
///
/// Without liborc's generated SIMD code: Debian 12's liborc 0.4.33 frees a program's code without
/// its lock, so two threads disposing of resize pipelines at once corrupt its code list and crash
/// the process (`sitegen check` on 10k posters segfaulted in `orc_code_free` in 2 runs of 4). For
/// 600 px posters libvips's C loops are faster anyway, since each resize compiled its orc programs
/// anew (4 threads × 400 thumbnails and averages: 7.6 s against 8.9–11.8 s with orc).
static void start(void) {
    if (load() != 0) return;
    int abi = vips.vips_version(3) - vips.vips_version(5);
    if (abi != VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE) {
        snprintf(load_failure, sizeof load_failure, "libvips has ABI version %d, sitegen was built for %d", abi,
                 VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
        return;
    }
    if (vips.vips_init("sitegen")) {
        snprintf(load_failure, sizeof load_failure, "vips_init failed: %s", vips.vips_error_buffer());
        return;
    }
    vips.vips_vector_set_enabled(FALSE);
    vips.vips_concurrency_set(1);
    vips.vips_cache_set_max(0);
    vips.vips_cache_set_max_mem(0);
    vips.vips_block_untrusted_set(TRUE);
    started = 0;
}

int sitegen_vips_start(void) {
    pthread_once(&started_once, start);
    return started;
}

const char *sitegen_vips_compiled_version(void) { return VIPS_VERSION; }

SitegenVipsImage *sitegen_vips_header(const void *bytes, size_t length) {
    return (SitegenVipsImage *) vips.vips_image_new_from_buffer(bytes, length, "", "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

const char *sitegen_vips_find_loader(const void *bytes, size_t length) {
    const char *name = vips.vips_foreign_find_load_buffer(bytes, length);
    vips.vips_error_clear();
    return name;
}

SitegenVipsImage *sitegen_vips_thumbnail(const void *bytes, size_t length, int width, int height) {
    VipsImage *out = NULL;
    if (vips.vips_thumbnail_buffer((void *) bytes, length, &out, width, "height", height, "size", VIPS_SIZE_DOWN,
                                   "fail_on", VIPS_FAIL_ON_ERROR, NULL))
        return NULL;
    VipsImage *memory = vips.vips_image_copy_memory(out);
    vips.g_object_unref(out);
    return (SitegenVipsImage *) memory;
}

int sitegen_vips_average_colour(SitegenVipsImage *opaque, double rgb[3]) {
    VipsImage *image = (VipsImage *) opaque, *srgb = NULL, *flat = NULL, *tiny = NULL;
    int status = -1;
    if (vips.vips_colourspace(image, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) goto done;
    if (vips.vips_image_hasalpha(srgb)) {
        VipsArrayDouble *white = vips.vips_array_double_newv(3, 255.0, 255.0, 255.0);
        int failed = vips.vips_flatten(srgb, &flat, "background", white, NULL);
        vips.vips_area_unref(VIPS_AREA(white));
        if (failed) goto done;
    } else {
        flat = srgb;
        vips.g_object_ref(flat);
    }
    if (vips.vips_resize(flat, &tiny, 1.0 / flat->Xsize, "vscale", 1.0 / flat->Ysize, "kernel", VIPS_KERNEL_LINEAR, NULL))
        goto done;
    double *values = NULL;
    int count = 0;
    if (vips.vips_getpoint(tiny, &values, &count, 0, 0, NULL)) goto done;
    for (int band = 0; band < 3; band++) rgb[band] = values[count >= 3 ? band : 0];
    vips.g_free(values);
    status = 0;
done:
    if (srgb) vips.g_object_unref(srgb);
    if (flat) vips.g_object_unref(flat);
    if (tiny) vips.g_object_unref(tiny);
    return status;
}

int sitegen_vips_save(SitegenVipsImage *opaque, int format, int quality, void **buffer, size_t *length) {
    VipsImage *image = (VipsImage *) opaque;
    switch (format) {
    // Effort 2 of libwebp's 0–6: half the time of its default 4 for files 3% larger
    // (600 px posters, scripts/bench-images).
    case 0: return vips.vips_webpsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE, "effort", 2, NULL);
    case 1: return vips.vips_heifsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE,
                                             "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1, NULL);
    case 2: return vips.vips_jpegsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE,
                                             "optimize_coding", TRUE, "interlace", TRUE, NULL);
    default: return vips.vips_pngsave_buffer(image, buffer, length, "strip", TRUE, NULL);
    }
}

void sitegen_vips_free(void *buffer) { vips.g_free(buffer); }

const char *sitegen_vips_loader(SitegenVipsImage *opaque) {
    VipsImage *image = (VipsImage *) opaque;
    const char *name = NULL;
    if (vips.vips_image_get_typeof(image, "vips-loader") && vips.vips_image_get_string(image, "vips-loader", &name)) return NULL;
    return name;
}

int sitegen_vips_width(SitegenVipsImage *image) { return vips.vips_image_get_width((VipsImage *) image); }
int sitegen_vips_height(SitegenVipsImage *image) { return vips.vips_image_get_height((VipsImage *) image); }

int sitegen_vips_uses_orc(void) { return started == 0 ? vips.vips_vector_isenabled() : 0; }

void sitegen_vips_release(SitegenVipsImage *image) { vips.g_object_unref(image); }

const char *sitegen_vips_error(void) {
    if (started != 0) return load_failure;
    return vips.vips_error_buffer();
}

void sitegen_vips_clear_error(void) {
    if (started == 0) vips.vips_error_clear();
}
