#ifndef C4_ALSA_SHIM_H
#define C4_ALSA_SHIM_H

#include <stddef.h>

// Why this shim exists: alsa-lib reports problems by calling a C-variadic error handler
// (snd_lib_error_handler_t), and its default one prints to stderr, several lines per failed open,
// which would scribble over a full-screen game. Swift cannot define a C-variadic function, so the
// handler is written here. It keeps the last message (formatted) for the error a caller reports.

/// Installs the quiet handler (idempotent, thread-safe): alsa-lib prints nothing from now on.
void c4_alsa_quiet(void);

/// Copies alsa-lib's last message into `buffer` (NUL-terminated, cut to `size`), and forgets it.
/// Returns the message's length, 0 when alsa-lib said nothing since the last call.
size_t c4_alsa_take_last_message(char *buffer, size_t size);

#endif
