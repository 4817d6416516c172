// c4_terminal: the parts of terminal handling Swift cannot do itself.
//
// - Signal handlers must be async-signal-safe: no allocation, no locks, no Swift runtime (a Swift
//   global's lazy initialisation or a retain inside a handler can deadlock). So the handlers and
//   the state they read (the saved termios, the escape sequence that restores the screen, the
//   self-pipe) live here, in static C storage.
// - `ioctl` is variadic, which Swift cannot call: c4_terminal_size wraps TIOCGWINSZ.
#ifndef C4_TERMINAL_H
#define C4_TERMINAL_H

#include <poll.h>
#include <stddef.h>
#include <termios.h>

/// Remembers what to restore on a crash: the terminal settings of `fd` from before raw mode and
/// the escape sequence that leaves the alternate screen (copied; at most 255 bytes).
void c4_terminal_remember(int fd, const struct termios *saved, const char *restore, size_t length);

/// Forgets the state remembered by c4_terminal_remember (the terminal was restored normally).
void c4_terminal_forget(void);

/// Installs handlers that write the signal's number as one byte to `pipe_fd` for SIGWINCH, SIGINT,
/// SIGTERM, SIGHUP and SIGCONT, and handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP that
/// restore the terminal, then hand the signal to the action installed before (the Swift runtime's
/// backtracer, or the default: the process dies by the same signal). Returns 0, or -1 with errno.
int c4_terminal_install_handlers(int pipe_fd);

/// Puts back the actions that were there before c4_terminal_install_handlers.
void c4_terminal_uninstall_handlers(void);

/// The window size of `fd` in rows and columns (TIOCGWINSZ). Returns 0, or -1 with errno.
int c4_terminal_size(int fd, int *rows, int *columns);

/// Makes a pipe whose both ends are non-blocking and close-on-exec (`pipe2` needs _GNU_SOURCE,
/// which the Swift Glibc module does not define). Returns 0, or -1 with errno.
int c4_terminal_pipe(int fds[2]);

/// Waits like poll(2) for at most `nanoseconds` (negative: no limit), to the nanosecond rather than
/// poll's whole milliseconds (`ppoll` needs _GNU_SOURCE too). Returns what ppoll returns.
int c4_terminal_poll(struct pollfd *fds, unsigned long count, long long nanoseconds);

#endif
