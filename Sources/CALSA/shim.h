// alsa-lib's public header, imported as it is. What Swift cannot import from it (the variadic error
// handler) lives in the C target CALSAShim, because it keeps state (the last message).
#include <alsa/asoundlib.h>
// Nothing links the library: CSoundLibraries defines the functions c4-audio calls and loads it on the first call.
