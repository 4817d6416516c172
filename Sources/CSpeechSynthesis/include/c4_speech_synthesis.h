#ifndef C4_SPEECH_SYNTHESIS_H
#define C4_SPEECH_SYNTHESIS_H

#include <stddef.h>
#include <stdint.h>

// Speech synthesized into memory through libespeak-ng, loaded the first time it is asked for: a machine
// without it runs everything else. espeak-ng keeps global state and is not thread-safe: every call here is
// made under one lock, and one voice is set per synthesis.

/// Why libespeak-ng could not be loaded or initialized, or NULL when it is ready; the sample rate of what
/// it synthesizes goes in `sample_rate` when it is ready.
const char *c4_synthesis_load_error(int *sample_rate);

/// Synthesizes `text` (UTF-8) in `voice` ("en", "nl") at `rate` words a minute, pitch `pitch` (0-100) and
/// pitch range `range` (0-100): 16-bit mono samples at the sample rate, written to `*samples` (malloc'd;
/// the caller frees it) and their count to `*count`. Returns 0 on success, or writes why into `error` (at
/// most `size` bytes) and returns -1.
int c4_synthesis_say(const char *text, const char *voice, int rate, int pitch, int range, int16_t **samples, size_t *count,
                     char *error, size_t size);

#endif
