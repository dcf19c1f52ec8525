#define _GNU_SOURCE
#include <dirent.h>

#include "directory_entries.h"

ssize_t sitegen_read_directory_entries(int fd, void *buffer, size_t size) {
    return getdents64(fd, buffer, size);
}
