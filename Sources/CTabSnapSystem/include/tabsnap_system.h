// Process-level settings Swift cannot reach through Glibc's module map.
#ifndef TABSNAP_SYSTEM_H
#define TABSNAP_SYSTEM_H

#include "tabsnap_sha256.h"

// Keeps frame-sized buffers (tens of MB) in the heap instead of a fresh mmap each time.
// With glibc's defaults every canvas and image above the mmap threshold is mapped anew and its
// pages fault in on first touch; a render then spends ~3x as long faulting pages as drawing.
// Pixels are unaffected; only where the memory comes from changes. No-op off glibc.
void tabsnap_keep_large_buffers(void);

// Hands memory that is free in the heap back to the kernel (so a peak-memory measurement that
// starts now counts only what is used from now on). No-op off glibc.
void tabsnap_release_free_memory(void);

// Asks for transparent huge pages over the 2 MiB-aligned part of [p, p + n), before the memory
// is first touched. A 14 MB frame faults in 3,500 4 KiB pages (~9 ms here) or 7 huge ones
// (~1.3 ms). Only where pages come from changes, never their contents. No-op off Linux.
#include <stddef.h>
void tabsnap_advise_huge_pages(void *p, size_t n);

// Swaps the names `temp` and `path` atomically (renameat2 with RENAME_EXCHANGE): 0 when done,
// -1 with errno set when it cannot be (no file at `path`, or a directory or other non-file there,
// a file system or kernel without it).
// ext4 writes a file's data out before renaming it over an existing one (auto_da_alloc), which
// was 0.4 ms of every replaced output here; an exchange is not such a rename.
int tabsnap_exchange_names(const char *temp, const char *path);

// Stores `value` into n consecutive 32-bit words: glibc's wmemset, which picks the machine's
// widest stores at run time (a Swift loop is compiled for baseline x86-64, 16 bytes a store, and
// filled a 1290x2796 frame in twice memset's time). The same words on every machine.
#include <stdint.h>
void tabsnap_fill32(uint32_t *dst, uint32_t value, size_t n);

#endif
