#ifndef C4_SPEECH_H
#define C4_SPEECH_H

#include <stddef.h>

// Speech through speech-dispatcher (libspeechd), loaded the first time it is asked for: a machine without
// it runs everything else. One connection per process; its notifications say when each line began and
// ended being spoken.

/// Why libspeechd could not be loaded, or NULL when it is loaded.
const char *c4_speech_load_error(void);

/// Connects as `client` (autospawning the user's daemon as screen readers do), waiting at most `timeout`
/// seconds; NULL with `error` filled (at most `size` bytes) when it cannot.
///
/// Every call that asks the daemon something waits at most its `timeout`: a speech-dispatcher whose output
/// module hangs (no sound server to speak through; `spd-say -w` then waits for ever) stops answering, and
/// libspeechd waits for an answer without end. After a call that took longer, the connection is dead: what
/// follows fails at once.
void *c4_speech_open(const char *client, double timeout, char *error, size_t size);

/// Sets the language of what follows ("en", "nl"); 0 on success.
int c4_speech_set_language(void *connection, const char *language, double timeout);

/// Queues `text` (priority message: queued after what is being said, never cut by the next line);
/// returns the message's id (> 0), or -1.
int c4_speech_say(void *connection, const char *text, double timeout);

/// Waits until message `id` has been spoken (or cancelled), at most `timeout` seconds; 1 when it has, 0 on
/// timeout.
int c4_speech_wait(int id, double timeout);

/// The CLOCK_MONOTONIC time in seconds at which message `id` began to be spoken, or -1 when it has not
/// (kept for the last 256 messages).
double c4_speech_began(int id);

/// Cancels what is being said and queued, and closes the connection, waiting at most `timeout` seconds.
/// Returns 1 when closed in time; else 0, and the close goes on in a thread of its own (the connection must
/// not be used again either way).
int c4_speech_close(void *connection, double timeout);

#endif
