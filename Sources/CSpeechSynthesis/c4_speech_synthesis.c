#include "c4_speech_synthesis.h"

#include <dlfcn.h>
#include <espeak-ng/speak_lib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libespeak-ng, loaded and initialized once.
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *library;
static int rate_hz;
static char load_error[320];

static int (*initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
static void (*set_callback)(t_espeak_callback *);
static espeak_ERROR (*set_voice)(const char *);
static espeak_ERROR (*set_parameter)(espeak_PARAMETER, int, int);
static espeak_ERROR (*synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                             unsigned int *, void *);

// What the synthesis callback collects (only ever under `lock`).
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int16_t *collected;
static size_t collected_count, collected_capacity;
static int out_of_memory;

static int collect(short *wave, int count, espeak_EVENT *events) {
    (void)events;
    if (wave == NULL || count <= 0) return 0;
    if (collected_count + (size_t)count > collected_capacity) {
        size_t capacity = collected_capacity ? collected_capacity : 65536;
        while (capacity < collected_count + (size_t)count) capacity *= 2;
        int16_t *grown = realloc(collected, capacity * sizeof *grown);
        if (grown == NULL) {
            out_of_memory = 1;
            return 1;  // stops the synthesis
        }
        collected = grown;
        collected_capacity = capacity;
    }
    memcpy(collected + collected_count, wave, (size_t)count * sizeof *collected);
    collected_count += (size_t)count;
    return 0;
}

static void load(void) {
    library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libespeak-ng.so.1");
        return;
    }
    initialize = dlsym(library, "espeak_Initialize");
    set_callback = dlsym(library, "espeak_SetSynthCallback");
    set_voice = dlsym(library, "espeak_SetVoiceByName");
    set_parameter = dlsym(library, "espeak_SetParameter");
    synth = dlsym(library, "espeak_Synth");
    if (!initialize || !set_callback || !set_voice || !set_parameter || !synth) {
        snprintf(load_error, sizeof load_error, "libespeak-ng.so.1: a function is missing");
        library = NULL;
        return;
    }
    // Synchronous: espeak_Synth returns once every sample has gone through the callback. DONT_EXIT: without
    // its data espeak-ng would end the process.
    rate_hz = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, NULL, espeakINITIALIZE_DONT_EXIT);
    if (rate_hz <= 0) {
        snprintf(load_error, sizeof load_error, "libespeak-ng.so.1: its data (espeak-ng-data) cannot be read");
        library = NULL;
        return;
    }
    set_callback(collect);
}

const char *c4_synthesis_load_error(int *sample_rate) {
    pthread_once(&once, load);
    if (library == NULL) return load_error;
    if (sample_rate) *sample_rate = rate_hz;
    return NULL;
}

int c4_synthesis_say(const char *text, const char *voice, int rate, int pitch, int range, int16_t **samples, size_t *count,
                     char *error, size_t size) {
    const char *reason = c4_synthesis_load_error(NULL);
    if (reason != NULL) {
        snprintf(error, size, "%s", reason);
        return -1;
    }
    pthread_mutex_lock(&lock);
    collected = NULL;
    collected_count = collected_capacity = 0;
    out_of_memory = 0;
    int result = -1;
    if (set_voice(voice) != EE_OK) {
        snprintf(error, size, "espeak-ng has no voice '%s'", voice);
    } else {
        // Every parameter set before each line: nothing left over from an earlier one changes the samples.
        set_parameter(espeakRATE, rate, 0);
        set_parameter(espeakPITCH, pitch, 0);
        set_parameter(espeakRANGE, range, 0);
        set_parameter(espeakVOLUME, 100, 0);
        set_parameter(espeakPUNCTUATION, espeakPUNCT_NONE, 0);
        set_parameter(espeakCAPITALS, 0, 0);
        set_parameter(espeakWORDGAP, 0, 0);
        espeak_ERROR status = synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
        if (out_of_memory) {
            snprintf(error, size, "out of memory");
        } else if (status != EE_OK) {
            snprintf(error, size, "espeak-ng could not synthesize the line (error %d)", (int)status);
        } else {
            result = 0;
        }
    }
    if (result == 0) {
        *samples = collected;
        *count = collected_count;
    } else {
        free(collected);
    }
    collected = NULL;
    collected_count = collected_capacity = 0;
    pthread_mutex_unlock(&lock);
    return result;
}
