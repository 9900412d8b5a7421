#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/extensions/XInput2.h>
#include <poll.h>

/* XInput2's mask helpers are macros Swift cannot import. */
static inline int cxi_mask_length(void) { return XIMaskLen(XI_LASTEVENT); }
static inline void cxi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cxi_connection_number(Display *display) { return ConnectionNumber(display); }
