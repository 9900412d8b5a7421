# Conveniences over scripts/ (which is what the README and CI use).
.PHONY: run test bench build demo clean install uninstall

run:
	scripts/run

test:
	scripts/test

bench:
	scripts/bench

build:
	scripts/deps && swift build -c release

demo: build
	mkdir -p out && .build/release/flourish replay Assets/demo.flourish --out out/demo.png

clean:
	rm -rf .build out

# Installing like a desktop app: `make install` (PREFIX=/usr/local by default; DESTDIR stages
# the tree for a package). It installs the release binaries that `make build` (or `swift build
# -c release`) made, building them only where there are none; BINARY= picks another `flourish`
# (the tests install the debug build), and the `flourish-thumbnailer` beside it comes with it
# (THUMBNAILER= picks another). The caches are refreshed only for a live install (no DESTDIR)
# and only where their tools exist.
PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?= .build/release/flourish
THUMBNAILER ?= $(dir $(BINARY))flourish-thumbnailer
APP_ID = org.flourish.Flourish
INSTALL ?= install
bindir = $(DESTDIR)$(PREFIX)/bin
sharedir = $(DESTDIR)$(PREFIX)/share
ICON_SIZES = 48x48 128x128 256x256

$(BINARY) $(THUMBNAILER):
	swift build -c release

install: $(BINARY) $(THUMBNAILER)
	$(INSTALL) -d $(bindir) $(sharedir)/flourish $(sharedir)/applications $(sharedir)/metainfo \
		$(sharedir)/mime/packages $(sharedir)/man/man1 $(sharedir)/icons/hicolor/scalable/apps \
		$(sharedir)/thumbnailers
	$(INSTALL) -m 755 $(BINARY) $(bindir)/flourish
	$(INSTALL) -m 755 $(THUMBNAILER) $(bindir)/flourish-thumbnailer
	$(INSTALL) -m 644 Assets/digits.f16 Assets/demo.flourish $(sharedir)/flourish/
	$(INSTALL) -m 644 Assets/desktop/$(APP_ID).desktop $(sharedir)/applications/
	$(INSTALL) -m 644 Assets/desktop/$(APP_ID).metainfo.xml $(sharedir)/metainfo/
	$(INSTALL) -m 644 Assets/desktop/flourish-openraster.xml $(sharedir)/mime/packages/
	$(INSTALL) -m 644 Assets/flourish.1 $(sharedir)/man/man1/
	$(INSTALL) -m 644 Assets/flourish.thumbnailer $(sharedir)/thumbnailers/
	$(INSTALL) -m 644 Assets/icons/flourish.svg $(sharedir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	for size in $(ICON_SIZES); do \
		$(INSTALL) -d $(sharedir)/icons/hicolor/$$size/apps && \
		$(INSTALL) -m 644 Assets/icons/$$size/flourish.png $(sharedir)/icons/hicolor/$$size/apps/$(APP_ID).png || exit 1; \
	done
	$(MAKE) --no-print-directory refresh-caches

uninstall:
	rm -f $(bindir)/flourish $(bindir)/flourish-thumbnailer
	rm -f $(sharedir)/flourish/digits.f16 $(sharedir)/flourish/demo.flourish
	rmdir $(sharedir)/flourish 2>/dev/null || true
	rm -f $(sharedir)/applications/$(APP_ID).desktop $(sharedir)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(sharedir)/mime/packages/flourish-openraster.xml $(sharedir)/man/man1/flourish.1
	rm -f $(sharedir)/thumbnailers/flourish.thumbnailer
	rm -f $(sharedir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	for size in $(ICON_SIZES); do rm -f $(sharedir)/icons/hicolor/$$size/apps/$(APP_ID).png; done
	$(MAKE) --no-print-directory refresh-caches

# update-mime-database, gtk-update-icon-cache and update-desktop-database, each only for a
# live install and where it is installed.
.PHONY: refresh-caches
refresh-caches:
ifeq ($(DESTDIR),)
	if command -v update-mime-database >/dev/null; then update-mime-database $(sharedir)/mime; fi
	if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t $(sharedir)/icons/hicolor; fi
	if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(sharedir)/applications; fi
else
	@true
endif
