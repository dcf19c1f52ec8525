#ifndef SITEGEN_MARKDOWN_ARENA_H
#define SITEGEN_MARKDOWN_ARENA_H

#include <cmark.h>

/// The calling thread's arena, as an allocator for `cmark_parser_new_with_mem`: everything cmark
/// allocates through it (parser, nodes, rendered HTML) lives until `markdown_arena_reset` on the
/// same thread, which releases it all at once. Freeing through it is allowed and need not happen.
cmark_mem *markdown_arena_allocator(void);

/// Forgets everything allocated through the calling thread's arena. The memory is kept for the
/// next document (in one block, if the last one outgrew it).
void markdown_arena_reset(void);

#endif
