#include <png.h>
#include <stdio.h>

/* PNG_FORMAT_RGBA is a compound macro Swift cannot import. */
static const unsigned int CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
