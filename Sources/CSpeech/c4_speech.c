#include "c4_speech.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <speech-dispatcher/libspeechd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// libspeechd, loaded once.
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *library;
static char load_error[320];

static SPDConnection *(*open2)(const char *, const char *, const char *, SPDConnectionMode, const SPDConnectionAddress *,
                               int, char **);
static int (*say)(SPDConnection *, SPDPriority, const char *);
static int (*notification_on)(SPDConnection *, SPDNotification);
static int (*set_language)(SPDConnection *, const char *);
static int (*cancel_all)(SPDConnection *);
static void (*close_connection)(SPDConnection *);

static void load(void) {
    library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libspeechd.so.2");
        return;
    }
    open2 = dlsym(library, "spd_open2");
    say = dlsym(library, "spd_say");
    notification_on = dlsym(library, "spd_set_notification_on");
    set_language = dlsym(library, "spd_set_language");
    cancel_all = dlsym(library, "spd_cancel");
    close_connection = dlsym(library, "spd_close");
    if (!open2 || !say || !notification_on || !set_language || !cancel_all || !close_connection) {
        snprintf(load_error, sizeof load_error, "libspeechd.so.2: a function is missing");
        library = NULL;
    }
}

const char *c4_speech_load_error(void) {
    pthread_once(&once, load);
    return library ? NULL : load_error;
}

// What the notifications tell (on libspeechd's thread), read by the waiting thread.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static size_t last_done;
// When each of the last 256 messages began (by id modulo 256).
static size_t begun_id[256];
static double begun_at[256];

static double monotonic(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void began(size_t id, size_t client, SPDNotificationType type) {
    (void)client, (void)type;
    double now = monotonic();
    pthread_mutex_lock(&lock);
    begun_id[id % 256] = id;
    begun_at[id % 256] = now;
    pthread_mutex_unlock(&lock);
}

static void ended(size_t id, size_t client, SPDNotificationType type) {
    (void)client, (void)type;
    pthread_mutex_lock(&lock);
    // Messages are spoken in order: an end (or a cancel) also settles every message before it.
    if (id > last_done) last_done = id;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
}

void *c4_speech_open(const char *client, char *error, size_t size) {
    if (c4_speech_load_error() != NULL) {
        snprintf(error, size, "%s", load_error);
        return NULL;
    }
    char *reason = NULL;
    SPDConnection *connection = open2(client, "main", NULL, SPD_MODE_THREADED, NULL, 1, &reason);
    if (connection == NULL) {
        snprintf(error, size, "%s", reason ? reason : "cannot connect to speech-dispatcher");
        free(reason);
        return NULL;
    }
    connection->callback_begin = began;
    connection->callback_end = ended;
    connection->callback_cancel = ended;
    notification_on(connection, SPD_BEGIN);
    notification_on(connection, SPD_END);
    notification_on(connection, SPD_CANCEL);
    return connection;
}

int c4_speech_set_language(void *connection, const char *language) { return set_language(connection, language); }

int c4_speech_say(void *connection, const char *text) { return say(connection, SPD_MESSAGE, text); }

int c4_speech_wait(int id, double timeout) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    long long nanoseconds = deadline.tv_nsec + (long long)(timeout * 1e9);
    deadline.tv_sec += nanoseconds / 1000000000LL;
    deadline.tv_nsec = nanoseconds % 1000000000LL;
    pthread_mutex_lock(&lock);
    while (last_done < (size_t)id) {
        if (pthread_cond_timedwait(&changed, &lock, &deadline) == ETIMEDOUT) break;
    }
    int done = last_done >= (size_t)id;
    pthread_mutex_unlock(&lock);
    return done;
}

double c4_speech_began(int id) {
    pthread_mutex_lock(&lock);
    double at = id > 0 && begun_id[id % 256] == (size_t)id ? begun_at[id % 256] : -1;
    pthread_mutex_unlock(&lock);
    return at;
}

// A close in progress: the thread doing it, and whether it is done (under `lock`).
struct closing {
    SPDConnection *connection;
    int done;
    int abandoned;
};

static void *close_now(void *argument) {
    struct closing *closing = argument;
    cancel_all(closing->connection);
    close_connection(closing->connection);
    pthread_mutex_lock(&lock);
    closing->done = 1;
    int abandoned = closing->abandoned;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    if (abandoned) free(closing);
    return NULL;
}

int c4_speech_close(void *connection, double timeout) {
    struct closing *closing = calloc(1, sizeof *closing);
    if (closing == NULL) return 0;
    closing->connection = connection;
    pthread_t thread;
    if (pthread_create(&thread, NULL, close_now, closing) != 0) {
        free(closing);
        return 0;
    }
    pthread_detach(thread);
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    long long nanoseconds = deadline.tv_nsec + (long long)(timeout * 1e9);
    deadline.tv_sec += nanoseconds / 1000000000LL;
    deadline.tv_nsec = nanoseconds % 1000000000LL;
    pthread_mutex_lock(&lock);
    while (!closing->done) {
        if (pthread_cond_timedwait(&changed, &lock, &deadline) == ETIMEDOUT) break;
    }
    int done = closing->done;
    // Left to finish (or not) on its own thread, which then frees it.
    if (!done) closing->abandoned = 1;
    pthread_mutex_unlock(&lock);
    if (done) free(closing);
    return done;
}
