#include "tabsnap_system.h"

#if defined(__linux__)
#include <malloc.h>  // also defines __GLIBC__ when the C library is glibc
#endif

#if defined(__GLIBC__)
void tabsnap_keep_large_buffers(void) {
    // 32 MiB is the largest mmap threshold glibc accepts (half its arena heap size); frames
    // are smaller, so they come from the heap. A high trim threshold keeps freed frames there
    // for the next render instead of handing them back to the kernel.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
}

void tabsnap_release_free_memory(void) { malloc_trim(0); }
#else
void tabsnap_keep_large_buffers(void) {}
void tabsnap_release_free_memory(void) {}
#endif
