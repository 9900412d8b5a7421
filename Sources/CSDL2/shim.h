#include <SDL.h>
#include <SDL_syswm.h>
#include <SDL_ttf.h>
