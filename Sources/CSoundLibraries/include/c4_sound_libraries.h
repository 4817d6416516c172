#ifndef C4_SOUND_LIBRARIES_H
#define C4_SOUND_LIBRARIES_H

// Why this target exists: libsndfile (with its eight codec libraries) and alsa-lib take about 2 ms to
// load (1.3 ms and 0.5 ms for a C program that only loads them), which every run paid, although most commands (solve, review, history, …) never call them and
// `render` to WAV calls them only for other formats. This target defines the functions c4-audio calls
// from both libraries, with their own prototypes (from <sndfile.h> and <alsa/asoundlib.h>); each loads
// its library (dlopen) the first time one of them is called and then calls the library's function.
// The executable is not linked against either library, so the dynamic loader never loads them at start.
//
// When a library cannot be loaded, the functions fail as the library itself reports failure: libsndfile's
// open functions return NULL and `sf_strerror(NULL)` gives the loader's message; alsa-lib's return
// -ELIBACC and `snd_strerror(-ELIBACC)` gives the loader's message.

/// Loads libsndfile if it is not loaded yet: NULL when it is there, else the loader's message (for a check
/// whose failure the library cannot explain itself, such as `sf_format_check`).
const char *c4_sndfile_load_error(void);

#endif
