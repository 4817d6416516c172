#include "c4_heap.h"

#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

/// The size of a transparent huge page on x86-64 (and arm64 with 4 KB pages).
#define C4_HUGE_PAGE ((uintptr_t)2 << 20)
/// The largest piece malloc takes from the heap instead of mapping it on its own.
#define C4_HEAP_PIECE (64 << 20)

int c4_heap_reserve_huge(size_t bytes) {
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, C4_HEAP_PIECE);
    mallopt(M_TRIM_THRESHOLD, INT32_MAX);
    if (bytes == 0 || bytes >= C4_HEAP_PIECE) return -1;
    // Grown from the heap's top; freed, it goes back to that top, from which the next pieces are carved.
    void *block = malloc(bytes);
    if (block == NULL) return -1;
    uintptr_t start = ((uintptr_t)block + C4_HUGE_PAGE - 1) & ~(C4_HUGE_PAGE - 1);
    uintptr_t end = ((uintptr_t)block + bytes) & ~(C4_HUGE_PAGE - 1);
    int result = end > start ? madvise((void *)start, end - start, MADV_HUGEPAGE) : 0;
    free(block);
    return result;
}
