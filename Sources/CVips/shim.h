// libvips for sitegen's image adapter (SitegenRendering/Images/VipsImageProcessor.swift).
//
// libvips takes its optional arguments as C varargs, which Swift cannot call: each function here
// fixes the arguments sitegen uses, so the adapter calls plain C functions.
#include <vips/vips.h>

/// Starts libvips once per process: its own thread pool kept to one thread per call (sitegen
/// runs one call per core itself), no operation cache (each image is made once), and loaders that
/// libvips marks untrusted (SVG through librsvg, ImageMagick, Matlab, FITS …) refused.
///
/// Without liborc's generated SIMD code: Debian 12's liborc 0.4.33 frees a program's code without
/// its lock, so two threads disposing of resize pipelines at once corrupt its code list and crash
/// the process (`sitegen check` on 10k posters segfaulted in `orc_code_free` in 2 runs of 4). For
/// 600 px posters libvips's C loops are faster anyway, since each resize compiled its orc programs
/// anew (4 threads × 400 thumbnails and averages: 7.6 s against 8.9–11.8 s with orc).
static inline int sitegen_vips_start(void) {
    if (VIPS_INIT("sitegen")) return -1;
    vips_vector_set_enabled(FALSE);
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_block_untrusted_set(TRUE);
    return 0;
}

/// The image in `bytes`, its header read and its pixels left undecoded; NULL when libvips has
/// no trusted loader for them.
static inline VipsImage *sitegen_vips_header(const void *bytes, size_t length) {
    return vips_image_new_from_buffer(bytes, length, "", "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

/// The loader that recognises `bytes` by their first bytes (a truncated file still has its
/// signature), or NULL; a static string.
static inline const char *sitegen_vips_find_loader(const void *bytes, size_t length) {
    const char *name = vips_foreign_find_load_buffer(bytes, length);
    vips_error_clear();
    return name;
}

/// `bytes` resized to `width` pixels wide (never wider than it is), decoded with shrink-on-load
/// and failing on any decoding error, a truncated file included. The result is in memory, so that
/// it can be saved in several formats from one decoding.
static inline VipsImage *sitegen_vips_thumbnail(const void *bytes, size_t length, int width, int height) {
    VipsImage *out = NULL;
    if (vips_thumbnail_buffer((void *) bytes, length, &out, width, "height", height, "size", VIPS_SIZE_DOWN,
                              "fail_on", VIPS_FAIL_ON_ERROR, NULL))
        return NULL;
    VipsImage *memory = vips_image_copy_memory(out);
    g_object_unref(out);
    return memory;
}

/// The average colour of `image` as 8-bit sRGB, its transparency flattened onto white.
static inline int sitegen_vips_average_colour(VipsImage *image, double rgb[3]) {
    VipsImage *srgb = NULL, *flat = NULL, *tiny = NULL;
    int status = -1;
    if (vips_colourspace(image, &srgb, VIPS_INTERPRETATION_sRGB, NULL)) goto done;
    if (vips_image_hasalpha(srgb)) {
        VipsArrayDouble *white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
        int failed = vips_flatten(srgb, &flat, "background", white, NULL);
        vips_area_unref(VIPS_AREA(white));
        if (failed) goto done;
    } else {
        flat = srgb;
        g_object_ref(flat);
    }
    if (vips_resize(flat, &tiny, 1.0 / flat->Xsize, "vscale", 1.0 / flat->Ysize, "kernel", VIPS_KERNEL_LINEAR, NULL))
        goto done;
    double *values = NULL;
    int count = 0;
    if (vips_getpoint(tiny, &values, &count, 0, 0, NULL)) goto done;
    for (int band = 0; band < 3; band++) rgb[band] = values[count >= 3 ? band : 0];
    g_free(values);
    status = 0;
done:
    if (srgb) g_object_unref(srgb);
    if (flat) g_object_unref(flat);
    if (tiny) g_object_unref(tiny);
    return status;
}

/// `image` encoded as WebP, AVIF, JPEG or PNG (`format` 0, 1, 2, 3) at `quality`, metadata
/// stripped; the buffer is the caller's to g_free.
static inline int sitegen_vips_save(VipsImage *image, int format, int quality, void **buffer, size_t *length) {
    switch (format) {
    // Effort 2 of libwebp's 0–6: half the time of its default 4 for files 3% larger
    // (600 px posters, scripts/bench-images).
    case 0: return vips_webpsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE, "effort", 2, NULL);
    case 1: return vips_heifsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE,
                                        "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1, NULL);
    case 2: return vips_jpegsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE,
                                        "optimize_coding", TRUE, "interlace", TRUE, NULL);
    default: return vips_pngsave_buffer(image, buffer, length, "strip", TRUE, NULL);
    }
}

/// The loader libvips chose for `image` (`jpegload_buffer`, `pngload_buffer` …), owned by the image.
static inline const char *sitegen_vips_loader(VipsImage *image) {
    const char *name = NULL;
    if (vips_image_get_typeof(image, "vips-loader") && vips_image_get_string(image, "vips-loader", &name)) return NULL;
    return name;
}

static inline int sitegen_vips_width(VipsImage *image) { return vips_image_get_width(image); }
static inline int sitegen_vips_height(VipsImage *image) { return vips_image_get_height(image); }

static inline const char *sitegen_vips_version(void) { return vips_version_string(); }

/// Whether libvips runs liborc's generated code: never, once `sitegen_vips_start` has run.
static inline int sitegen_vips_uses_orc(void) { return vips_vector_isenabled(); }

static inline void sitegen_vips_release(VipsImage *image) { g_object_unref(image); }

/// The message libvips left for the last failure on this thread, cleared.
static inline const char *sitegen_vips_error(void) { return vips_error_buffer(); }
static inline void sitegen_vips_clear_error(void) { vips_error_clear(); }
