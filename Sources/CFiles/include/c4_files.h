#ifndef C4_FILES_H
#define C4_FILES_H

/// Swaps two paths atomically (Linux `renameat2` with `RENAME_EXCHANGE`): after it, each name holds what
/// the other held, and no moment exists in which either is missing. Swift cannot import `renameat2`
/// (glibc declares it only under _GNU_SOURCE) nor call the variadic `syscall`, hence this shim.
/// Returns 0, or -1 with errno set (ENOSYS, EINVAL where the file system cannot exchange).
int c4_rename_exchange(const char *from, const char *to);

#endif
