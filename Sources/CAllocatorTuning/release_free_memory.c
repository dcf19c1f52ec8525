#include <malloc.h>

#include "allocator_tuning.h"

/* glibc keeps what a program frees for its next allocations and gives the pages back to the
   kernel only from the top of a heap. A build frees most of what its pages were made with while
   the catalog, still held, lies above it: the freed pages stay resident, and the build's highest
   moment of memory, merging the pages' records and writing the manifest, came on top of them.
   malloc_trim hands every whole free page back. Measured in SitegenCLI/Building/FreedMemory.swift,
   where it is called. */
void sitegen_release_free_memory(void) {
    malloc_trim(0);
}
