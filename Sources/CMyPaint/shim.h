#include <mypaint-brush.h>
#include <mypaint-surface.h>
#include <mypaint-tiled-surface.h>
#include <mypaint-fixed-tiled-surface.h>
