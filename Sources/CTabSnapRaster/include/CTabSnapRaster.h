// The module's headers. An umbrella header rather than an umbrella directory: a header added to
// a directory did not reach Swift until clang's module cache was cleared by hand.
#include "tabsnap_blur.h"
#include "tabsnap_compositing.h"
