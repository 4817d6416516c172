#ifndef C4_HEAP_H
#define C4_HEAP_H

#include <stddef.h>

/// Makes the next `bytes` of malloc's allocations, from any thread, come from one stretch of the heap
/// marked for transparent huge pages (`MADV_HUGEPAGE`): a first write costs one page fault per 2 MB
/// instead of one per 4 KB. For a short process that allocates a large working set at once (a render).
///
/// Sets malloc for it (glibc `mallopt`, which Swift cannot import): one arena for every thread, pieces
/// up to 64 MB from the heap rather than mapped one by one, freed memory kept rather than handed back.
/// The marking is advice only; without huge pages everything works as before. Returns 0, or -1 when
/// the stretch could not be made (nothing is changed then but malloc's settings).
int c4_heap_reserve_huge(size_t bytes);

#endif
