// libsndfile's public header, imported as it is: every call c4-audio needs is a plain C function,
// so nothing has to be wrapped here.
#include <sndfile.h>
// Nothing links the library: CSoundLibraries defines these functions and loads it on the first call.
