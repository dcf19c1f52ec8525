#ifndef SITEGEN_ALLOCATOR_TUNING_H
#define SITEGEN_ALLOCATOR_TUNING_H

/* The malloc tunables `sitegen build` restarts itself with. The restart is the constructor in
   allocator_tuning.c, which runs before main: there is nothing to call. */
extern const char sitegen_allocator_tunables[];

/* Hands the pages of freed memory back to the kernel (glibc's malloc_trim). */
void sitegen_release_free_memory(void);

#endif
