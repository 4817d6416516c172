#include "c4_sound_libraries.h"

#include <alsa/asoundlib.h>
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <sndfile.h>
#include <stdio.h>
#include <string.h>

// One library: loaded once (pthread_once), then only read.
typedef struct {
    const char *soname;
    pthread_once_t once;
    void *handle;
    char error[320];
} library;

static library sndfile = {"libsndfile.so.1", PTHREAD_ONCE_INIT, NULL, ""};
static library alsa = {"libasound.so.2", PTHREAD_ONCE_INIT, NULL, ""};

static void load(library *lib) {
    // RTLD_LOCAL: the library's symbols serve only the lookups below (and its own dependencies).
    lib->handle = dlopen(lib->soname, RTLD_NOW | RTLD_LOCAL);
    if (lib->handle == NULL) {
        const char *reason = dlerror();
        snprintf(lib->error, sizeof lib->error, "%s", reason ? reason : lib->soname);
    }
}

static void load_sndfile(void) { load(&sndfile); }
static void load_alsa(void) { load(&alsa); }

static library *loaded(library *lib) {
    pthread_once(&lib->once, lib == &sndfile ? load_sndfile : load_alsa);
    return lib;
}

// The library's function `name`, or NULL when the library (or the function) cannot be found.
static void *find(library *lib, const char *name) {
    library *ready = loaded(lib);
    return ready->handle ? dlsym(ready->handle, name) : NULL;
}

const char *c4_sndfile_load_error(void) {
    library *ready = loaded(&sndfile);
    return ready->handle ? NULL : ready->error;
}

// Defines `name` with the library's prototype: the function found once (a benign race: every thread finds
// the same address), called with the same arguments; `failure` when it cannot be found.
#define FORWARD(lib, failure, result, name, parameters, arguments)                            \
    result name parameters {                                                                  \
        typedef result(*function) parameters;                                                 \
        static function cached;                                                               \
        function target = __atomic_load_n(&cached, __ATOMIC_ACQUIRE);                         \
        if (target == NULL) {                                                                 \
            target = (function)find(&lib, #name);                                             \
            if (target == NULL) return failure;                                               \
            __atomic_store_n(&cached, target, __ATOMIC_RELEASE);                              \
        }                                                                                     \
        return target arguments;                                                              \
    }

// MARK: libsndfile

FORWARD(sndfile, NULL, SNDFILE *, sf_open, (const char *path, int mode, SF_INFO *info), (path, mode, info))
FORWARD(sndfile, NULL, SNDFILE *, sf_open_fd, (int fd, int mode, SF_INFO *info, int close_desc),
        (fd, mode, info, close_desc))
FORWARD(sndfile, NULL, SNDFILE *, sf_open_virtual, (SF_VIRTUAL_IO *io, int mode, SF_INFO *info, void *user),
        (io, mode, info, user))
FORWARD(sndfile, 0, int, sf_format_check, (const SF_INFO *info), (info))
FORWARD(sndfile, 0, int, sf_command, (SNDFILE *file, int command, void *data, int size), (file, command, data, size))
FORWARD(sndfile, -1, sf_count_t, sf_seek, (SNDFILE *file, sf_count_t frames, int whence), (file, frames, whence))
FORWARD(sndfile, 0, sf_count_t, sf_readf_short, (SNDFILE *file, short *ptr, sf_count_t frames), (file, ptr, frames))
FORWARD(sndfile, 0, sf_count_t, sf_readf_float, (SNDFILE *file, float *ptr, sf_count_t frames), (file, ptr, frames))
FORWARD(sndfile, 0, sf_count_t, sf_writef_short, (SNDFILE *file, const short *ptr, sf_count_t frames),
        (file, ptr, frames))
FORWARD(sndfile, 0, sf_count_t, sf_writef_float, (SNDFILE *file, const float *ptr, sf_count_t frames),
        (file, ptr, frames))
FORWARD(sndfile, SF_ERR_SYSTEM, int, sf_close, (SNDFILE *file), (file))
FORWARD(sndfile, SF_ERR_SYSTEM, int, sf_error, (SNDFILE *file), (file))

// The messages: the loader's when the library is missing (every call above then failed).
const char *sf_strerror(SNDFILE *file) {
    typedef const char *(*function)(SNDFILE *);
    function target = (function)find(&sndfile, "sf_strerror");
    return target ? target(file) : sndfile.error;
}

const char *sf_error_number(int number) {
    typedef const char *(*function)(int);
    function target = (function)find(&sndfile, "sf_error_number");
    return target ? target(number) : sndfile.error;
}

// MARK: alsa-lib

FORWARD(alsa, -ELIBACC, int, snd_pcm_open, (snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode),
        (pcm, name, stream, mode))
FORWARD(alsa, -ELIBACC, int, snd_pcm_set_params,
        (snd_pcm_t *pcm, snd_pcm_format_t format, snd_pcm_access_t access, unsigned int channels,
         unsigned int rate, int soft_resample, unsigned int latency),
        (pcm, format, access, channels, rate, soft_resample, latency))
FORWARD(alsa, -ELIBACC, int, snd_pcm_get_params,
        (snd_pcm_t *pcm, snd_pcm_uframes_t *buffer_size, snd_pcm_uframes_t *period_size),
        (pcm, buffer_size, period_size))
FORWARD(alsa, -ELIBACC, snd_pcm_sframes_t, snd_pcm_writei,
        (snd_pcm_t *pcm, const void *buffer, snd_pcm_uframes_t size), (pcm, buffer, size))
FORWARD(alsa, -ELIBACC, int, snd_pcm_recover, (snd_pcm_t *pcm, int err, int silent), (pcm, err, silent))
FORWARD(alsa, -ELIBACC, int, snd_pcm_delay, (snd_pcm_t *pcm, snd_pcm_sframes_t *delay), (pcm, delay))
FORWARD(alsa, -ELIBACC, int, snd_pcm_drain, (snd_pcm_t *pcm), (pcm))
FORWARD(alsa, -ELIBACC, int, snd_pcm_drop, (snd_pcm_t *pcm), (pcm))
FORWARD(alsa, -ELIBACC, int, snd_pcm_close, (snd_pcm_t *pcm), (pcm))
FORWARD(alsa, SND_PCM_TYPE_HW, snd_pcm_type_t, snd_pcm_type, (snd_pcm_t *pcm), (pcm))
FORWARD(alsa, -ELIBACC, int, snd_card_next, (int *card), (card))
FORWARD(alsa, -ELIBACC, int, snd_lib_error_set_handler, (snd_lib_error_handler_t handler), (handler))

const char *snd_strerror(int errnum) {
    typedef const char *(*function)(int);
    function target = (function)find(&alsa, "snd_strerror");
    return target ? target(errnum) : alsa.error;
}
