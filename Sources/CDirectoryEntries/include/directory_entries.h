#ifndef SITEGEN_DIRECTORY_ENTRIES_H
#define SITEGEN_DIRECTORY_ENTRIES_H

#include <sys/types.h>

/// getdents64(2): reads as many entries of the folder open as `fd` as fit in `buffer`, as
/// `struct linux_dirent64` records; 0 at the end. glibc declares it only under _GNU_SOURCE,
/// which Swift's Glibc module does not define.
ssize_t sitegen_read_directory_entries(int fd, void *buffer, size_t size);

#endif
