// SHA-256's compression function over whole 64-byte blocks (FIPS 180-4), for TabSnapCore's
// SHA256: pixel fingerprints hash hundreds of megabytes in the tests, which Swift compiled
// without optimization (a debug build) does at a few MB/s.
#ifndef TABSNAP_SHA256_H
#define TABSNAP_SHA256_H

#include <stddef.h>
#include <stdint.h>

// Updates the eight state words with `blocks` blocks of 64 bytes from `data`.
void tabsnap_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
