#ifndef SITEGEN_EXCHANGE_PATHS_H
#define SITEGEN_EXCHANGE_PATHS_H

/// renameat2(2) with RENAME_EXCHANGE: swaps the two paths in one step, so that a reader (or a
/// build killed halfway) sees one folder or the other under each name, never neither. -1 with
/// errno EINVAL or ENOSYS where the file system or kernel cannot; glibc declares renameat2 only
/// under _GNU_SOURCE, which Swift's Glibc module does not define.
int sitegen_exchange_paths(const char *first, const char *second);

#endif
