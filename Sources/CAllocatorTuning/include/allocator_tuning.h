#ifndef SITEGEN_ALLOCATOR_TUNING_H
#define SITEGEN_ALLOCATOR_TUNING_H

/* The malloc tunables `sitegen build` restarts itself with (see allocator_tuning.c), which runs
   before main; nothing needs to call it. */
extern const char sitegen_allocator_tunables[];

#endif
