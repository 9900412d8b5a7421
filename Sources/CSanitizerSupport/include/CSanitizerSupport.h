#ifndef FLOURISH_SANITIZER_SUPPORT_H
#define FLOURISH_SANITIZER_SUPPORT_H

/* Nothing to call: what this target holds takes effect by being linked in (see
 * MutexAnnotations.c). Built without ThreadSanitizer it is empty. */

#endif
