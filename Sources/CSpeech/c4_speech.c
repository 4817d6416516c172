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

// A connection: libspeechd's, and whether it stopped answering (then nothing more is asked of it).
struct c4_connection {
    SPDConnection *spd;
    int dead;
};

// A call to libspeechd made on a thread of its own, so that the caller waits for it at most a given time:
// a speech-dispatcher whose output module hangs (no sound server to speak through) stops answering, and
// libspeechd waits for an answer without end. An abandoned call finishes (or not) on its thread, which
// then frees it.
enum call_kind { CALL_OPEN, CALL_SAY, CALL_LANGUAGE, CALL_CLOSE };

struct call {
    enum call_kind kind;
    SPDConnection *connection;
    char *text;    // the client's name, the line or the language
    char *reason;  // CALL_OPEN: libspeechd's reason for failing
    int result;
    int done;
    int abandoned;
};

static void free_call(struct call *call) {
    free(call->text);
    free(call->reason);
    free(call);
}

static void *perform(void *argument) {
    struct call *call = argument;
    switch (call->kind) {
    case CALL_OPEN:
        call->connection = open2(call->text, "main", NULL, SPD_MODE_THREADED, NULL, 1, &call->reason);
        if (call->connection != NULL) {
            call->connection->callback_begin = began;
            call->connection->callback_end = ended;
            call->connection->callback_cancel = ended;
            notification_on(call->connection, SPD_BEGIN);
            notification_on(call->connection, SPD_END);
            notification_on(call->connection, SPD_CANCEL);
        }
        break;
    case CALL_SAY: call->result = say(call->connection, SPD_MESSAGE, call->text); break;
    case CALL_LANGUAGE: call->result = set_language(call->connection, call->text); break;
    case CALL_CLOSE:
        cancel_all(call->connection);
        close_connection(call->connection);
        break;
    }
    pthread_mutex_lock(&lock);
    call->done = 1;
    int abandoned = call->abandoned;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    // A connection opened too late is left open: closing it may wait as long.
    if (abandoned) free_call(call);
    return NULL;
}

// Runs `call`, waiting at most `timeout` seconds: 1 when it is done (the caller frees it), 0 when it is not
// (its thread frees it).
static int run(struct call *call, double timeout) {
    pthread_t thread;
    if (pthread_create(&thread, NULL, perform, call) != 0) {
        perform(call);
        return 1;
    }
    pthread_detach(thread);
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    long long nanoseconds = deadline.tv_nsec + (long long)(timeout * 1e9);
    deadline.tv_sec += nanoseconds / 1000000000LL;
    deadline.tv_nsec = nanoseconds % 1000000000LL;
    pthread_mutex_lock(&lock);
    while (!call->done) {
        if (pthread_cond_timedwait(&changed, &lock, &deadline) == ETIMEDOUT) break;
    }
    int done = call->done;
    if (!done) call->abandoned = 1;
    pthread_mutex_unlock(&lock);
    return done;
}

static struct call *new_call(enum call_kind kind, SPDConnection *connection, const char *text) {
    struct call *call = calloc(1, sizeof *call);
    if (call == NULL) return NULL;
    call->kind = kind;
    call->connection = connection;
    if (text != NULL && (call->text = strdup(text)) == NULL) {
        free(call);
        return NULL;
    }
    return call;
}

void *c4_speech_open(const char *client, double timeout, char *error, size_t size) {
    if (c4_speech_load_error() != NULL) {
        snprintf(error, size, "%s", load_error);
        return NULL;
    }
    struct c4_connection *connection = calloc(1, sizeof *connection);
    struct call *call = connection ? new_call(CALL_OPEN, NULL, client) : NULL;
    if (call == NULL) {
        free(connection);
        snprintf(error, size, "out of memory");
        return NULL;
    }
    if (!run(call, timeout)) {
        free(connection);
        snprintf(error, size, "no answer within %g s", timeout);
        return NULL;
    }
    if (call->connection == NULL) {
        snprintf(error, size, "%s", call->reason ? call->reason : "cannot connect to speech-dispatcher");
        free(connection);
        free_call(call);
        return NULL;
    }
    connection->spd = call->connection;
    free_call(call);
    return connection;
}

// Asks `kind` of `handle` with `text`, at most `timeout` seconds; `failure` when it is dead, fails or
// takes longer (after which the connection is dead).
static int ask(void *handle, enum call_kind kind, const char *text, double timeout, int failure) {
    struct c4_connection *connection = handle;
    if (connection->dead) return failure;
    struct call *call = new_call(kind, connection->spd, text);
    if (call == NULL) return failure;
    if (!run(call, timeout)) {
        connection->dead = 1;
        return failure;
    }
    int result = call->result;
    free_call(call);
    return result;
}

int c4_speech_set_language(void *connection, const char *language, double timeout) {
    return ask(connection, CALL_LANGUAGE, language, timeout, -1);
}

int c4_speech_say(void *connection, const char *text, double timeout) {
    int id = ask(connection, CALL_SAY, text, timeout, -1);
    return id > 0 ? id : -1;
}

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

int c4_speech_close(void *handle, double timeout) {
    struct c4_connection *connection = handle;
    int closed = connection->dead ? 0 : ask(handle, CALL_CLOSE, NULL, timeout, 1) == 0;
    // A dead connection is left as it is: closing it would wait as long.
    free(connection);
    return closed;
}
