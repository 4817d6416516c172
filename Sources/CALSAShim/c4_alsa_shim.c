#include "c4_alsa_shim.h"

#include <alsa/asoundlib.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

// The last message, guarded by a mutex: alsa-lib may call the handler from any thread that uses it.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char last[512];
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void keep_message(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file;
    (void)line;
    (void)function;
    char text[sizeof last];
    va_list arguments;
    va_start(arguments, fmt);
    int length = vsnprintf(text, sizeof text, fmt, arguments);
    va_end(arguments);
    if (length < 0) return;
    // alsa-lib appends strerror(err) itself when err is set; keep the same information.
    if (err != 0 && (size_t)length < sizeof text - 3) {
        snprintf(text + length, sizeof text - (size_t)length, ": %s", snd_strerror(err));
    }
    pthread_mutex_lock(&lock);
    memcpy(last, text, sizeof last);
    pthread_mutex_unlock(&lock);
}

static void install(void) { snd_lib_error_set_handler(keep_message); }

void c4_alsa_quiet(void) { pthread_once(&installed, install); }

size_t c4_alsa_take_last_message(char *buffer, size_t size) {
    if (size == 0) return 0;
    pthread_mutex_lock(&lock);
    size_t length = strnlen(last, sizeof last);
    if (length >= size) length = size - 1;
    memcpy(buffer, last, length);
    buffer[length] = 0;
    last[0] = 0;
    pthread_mutex_unlock(&lock);
    return length;
}
