#define _GNU_SOURCE
#include "tabsnap_system.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>

#include <stdlib.h>

#if defined(__linux__)
#include <malloc.h>  // also defines __GLIBC__ when the C library is glibc
#endif

#if defined(__GLIBC__)
void tabsnap_keep_large_buffers(void) {
    // Frames (4 MiB and up) get their own mapping, which goes back to the kernel the moment
    // the frame is freed, so memory stays flat however many snapshots a run renders; a verify
    // hands finished frames to the next render instead (FrameMemory's pool), so they are not
    // faulted in again. Setting the threshold explicitly also stops glibc from raising it
    // after the first free, which would put later frames in the heap, where freed ones stay
    // resident and fragment (verify of 100 full screens peaked at 93 MB that way).
    mallopt(M_MMAP_THRESHOLD, 4 * 1024 * 1024);
    // Below that, buffers (a band of a screen drawn band by band, a decoded icon) come from
    // the heap; freed, they stay there for the next one instead of being trimmed back to the
    // kernel and faulted in again (a streamed verify of 100 screens took 277,000 page faults
    // and half its time in the kernel with glibc's 128 KiB trim threshold; 6,000 with this).
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
}

void tabsnap_release_free_memory(void) { malloc_trim(0); }
#else
void tabsnap_keep_large_buffers(void) {}
void tabsnap_release_free_memory(void) {}
#endif

#if defined(__linux__)
#include <stdint.h>
#include <sys/mman.h>
void tabsnap_advise_huge_pages(void *p, size_t n) {
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)p + n) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
}
#else
void tabsnap_advise_huge_pages(void *p, size_t n) { (void)p; (void)n; }
#endif

#if defined(__linux__) && defined(RENAME_EXCHANGE)
int tabsnap_exchange_names(const char *temp, const char *path) {
    // Only over a file (or a link, which a rename would replace too): an exchange would move a
    // directory aside where a rename fails.
    struct stat st;
    if (lstat(path, &st) != 0) return -1;
    if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) { errno = EISDIR; return -1; }
    if (renameat2(AT_FDCWD, temp, AT_FDCWD, path, RENAME_EXCHANGE) != 0) return -1;
    // A directory made at `path` since the lstat went to `temp`: put it back.
    if (lstat(temp, &st) == 0 && S_ISDIR(st.st_mode)) {
        renameat2(AT_FDCWD, temp, AT_FDCWD, path, RENAME_EXCHANGE);
        errno = EISDIR;
        return -1;
    }
    return 0;
}
#else
int tabsnap_exchange_names(const char *temp, const char *path) {
    (void)temp; (void)path;
    errno = ENOSYS;
    return -1;
}
#endif

#include <string.h>
#include <wchar.h>

void tabsnap_fill32(uint32_t *dst, uint32_t value, size_t n) {
    if (sizeof(wchar_t) == sizeof(uint32_t)) {
        wchar_t w;
        memcpy(&w, &value, sizeof w);
        wmemset((wchar_t *)dst, w, n);
    } else {
        for (size_t i = 0; i < n; i++) dst[i] = value;
    }
}
