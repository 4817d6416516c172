#define _GNU_SOURCE
#include "c4_terminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static volatile sig_atomic_t remembered = 0;
static int terminal_fd = -1;
static struct termios saved_termios;
static char restore_sequence[256];
static size_t restore_length = 0;
static int wake_fd = -1;

static const int event_signals[] = {SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGCONT};
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define EVENT_COUNT (sizeof event_signals / sizeof event_signals[0])
#define FATAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_event[EVENT_COUNT];
static struct sigaction previous_fatal[FATAL_COUNT];
static int installed = 0;

void c4_terminal_remember(int fd, const struct termios *saved, const char *restore, size_t length) {
    remembered = 0;
    terminal_fd = fd;
    saved_termios = *saved;
    if (length > sizeof restore_sequence) length = sizeof restore_sequence;
    memcpy(restore_sequence, restore, length);
    restore_length = length;
    remembered = 1;
}

void c4_terminal_forget(void) { remembered = 0; }

// Only write(2) and tcsetattr(3) (async-signal-safe) are used from here on.
static void restore_now(void) {
    if (!remembered) return;
    remembered = 0;
    size_t done = 0;
    while (done < restore_length) {
        ssize_t n = write(terminal_fd, restore_sequence + done, restore_length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += (size_t)n;
    }
    tcsetattr(terminal_fd, TCSAFLUSH, &saved_termios);
}

static void on_event(int signal_number) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)signal_number;
    // A full pipe already holds a wake-up; losing this byte loses nothing the loop would not see.
    (void)write(wake_fd, &byte, 1);
    errno = saved_errno;
}

static void on_fatal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    restore_now();
    if (info != NULL && info->si_code > 0) {
        // A real fault (or a trap): put the earlier action back (the Swift runtime's backtracer)
        // and raise again; the signal is blocked inside this handler, so it is delivered to that
        // action on return, and the faulting instruction faults again if it returns.
        for (size_t i = 0; i < FATAL_COUNT; i++) {
            if (fatal_signals[i] == signal_number) sigaction(signal_number, &previous_fatal[i], NULL);
        }
    } else {
        // Sent by kill(2) or raise(3) (abort() included): the backtracer would report and let the
        // process go on, so die by the signal as its sender meant.
        signal(signal_number, SIG_DFL);
    }
    raise(signal_number);
}

int c4_terminal_install_handlers(int pipe_fd) {
    if (installed) return 0;
    wake_fd = pipe_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_event;
    action.sa_flags = SA_RESTART;
    for (size_t i = 0; i < EVENT_COUNT; i++) {
        if (sigaction(event_signals[i], &action, &previous_event[i]) != 0) return -1;
    }
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_sigaction = on_fatal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    for (size_t i = 0; i < FATAL_COUNT; i++) {
        if (sigaction(fatal_signals[i], &action, &previous_fatal[i]) != 0) return -1;
    }
    installed = 1;
    return 0;
}

void c4_terminal_uninstall_handlers(void) {
    if (!installed) return;
    for (size_t i = 0; i < EVENT_COUNT; i++) sigaction(event_signals[i], &previous_event[i], NULL);
    for (size_t i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    installed = 0;
}

int c4_terminal_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

int c4_terminal_pipe(int fds[2]) {
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        if (fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK) != 0 ||
            fcntl(fds[i], F_SETFD, FD_CLOEXEC) != 0) {
            int saved_errno = errno;
            close(fds[0]);
            close(fds[1]);
            errno = saved_errno;
            return -1;
        }
    }
    return 0;
}

int c4_terminal_poll(struct pollfd *fds, unsigned long count, long long nanoseconds) {
    if (nanoseconds < 0) return ppoll(fds, count, NULL, NULL);
    struct timespec limit = {.tv_sec = nanoseconds / 1000000000LL, .tv_nsec = nanoseconds % 1000000000LL};
    return ppoll(fds, count, &limit, NULL);
}
