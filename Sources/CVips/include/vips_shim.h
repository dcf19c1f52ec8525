// libvips for sitegen's image adapter (SitegenRendering/Images/VipsImageProcessor.swift), as
// plain C functions: libvips takes its optional arguments as C varargs, which Swift cannot call,
// so each function here fixes the arguments sitegen uses. The library is loaded when
// `sitegen_vips_start` is first called, not when sitegen starts (see vips.c).
#pragma once
#include <stddef.h>

/// A libvips image (`VipsImage`), owned by the caller until `sitegen_vips_release`.
typedef struct SitegenVipsImage SitegenVipsImage;

/// Loads and starts libvips once per process: 0, or -1 if it cannot be loaded or started (the
/// reason in `sitegen_vips_error`). Every function below needs it to have succeeded, except
/// `sitegen_vips_compiled_version`, `sitegen_vips_uses_orc` and the error functions.
int sitegen_vips_start(void);

/// The version of libvips sitegen was compiled against (`8.14.1`), known without loading it.
const char *sitegen_vips_compiled_version(void);

/// The image in `bytes`, its header read and its pixels left undecoded; NULL when libvips has no
/// trusted loader for them.
SitegenVipsImage *sitegen_vips_header(const void *bytes, size_t length);

/// The loader that recognises `bytes` by their first bytes (a truncated file still has its
/// signature), or NULL; a static string.
const char *sitegen_vips_find_loader(const void *bytes, size_t length);

/// `bytes` resized to `width` pixels wide (never wider than it is), decoded with shrink-on-load
/// and failing on any decoding error, a truncated file included. The result is in memory, so that
/// it can be saved in several formats from one decoding.
SitegenVipsImage *sitegen_vips_thumbnail(const void *bytes, size_t length, int width, int height);

/// The average colour of `image` as 8-bit sRGB, its transparency flattened onto white.
int sitegen_vips_average_colour(SitegenVipsImage *image, double rgb[3]);

/// `image` encoded as WebP, AVIF, JPEG or PNG (`format` 0, 1, 2, 3) at `quality`, metadata
/// stripped; the buffer is the caller's to free with `sitegen_vips_free`.
int sitegen_vips_save(SitegenVipsImage *image, int format, int quality, void **buffer, size_t *length);
void sitegen_vips_free(void *buffer);

/// The loader libvips chose for `image` (`jpegload_buffer`, `pngload_buffer` …), owned by the image.
const char *sitegen_vips_loader(SitegenVipsImage *image);

int sitegen_vips_width(SitegenVipsImage *image);
int sitegen_vips_height(SitegenVipsImage *image);

/// Whether libvips runs liborc's generated code: never, once `sitegen_vips_start` has run.
int sitegen_vips_uses_orc(void);

void sitegen_vips_release(SitegenVipsImage *image);

/// The message libvips left for the last failure (its buffer is the process's, not a thread's), or
/// why it could not be loaded, and clearing it; both work whether or not libvips is loaded.
const char *sitegen_vips_error(void);
void sitegen_vips_clear_error(void);
