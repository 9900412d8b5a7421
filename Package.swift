// swift-tools-version:6.0
import PackageDescription

/// Flourish: a real-time paint app for Linux on SDL2 and libmypaint.
///
/// Pure engines (samples, feeder, frame clock, paint, recording, session setup, session, config,
/// brush library, panels, gestures, touch, recognition, compositing) build and test without a window; only the `flourish` executable
/// imports SDL and X11. Arrows point from the edge to the core: every module below lists
/// exactly the modules it imports.
let package = Package(
    name: "Flourish",
    products: [
        .executable(name: "flourish", targets: ["flourish"]),
        .executable(name: "flourish-bench", targets: ["flourish-bench"]),
        .executable(name: "flourish-fuzz", targets: ["flourish-fuzz"]),
        .executable(name: "flourish-thumbnailer", targets: ["flourish-thumbnailer"]),
    ],
    targets: [
        // C system libraries, each behind a one-header shim.
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .systemLibrary(
            name: "CMyPaint", pkgConfig: "libmypaint", providers: [.apt(["libmypaint-dev"])]),
        .systemLibrary(
            name: "CXInput2", pkgConfig: "xi", providers: [.apt(["libxi-dev", "libx11-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // libdbus-1, the reference D-Bus library, for the desktop's file chooser portal
        // (SDL2 links it already: no new library at run time).
        .systemLibrary(
            name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // FFmpeg's libraries (libavformat, libavcodec, libswscale, libavutil), for timelapse videos:
        // their headers (apt: libavformat-dev, libavcodec-dev, libswscale-dev, libavutil-dev),
        // and the libraries opened at the first video, not linked (see CFFmpeg.h).
        .target(name: "CFFmpeg"),
        // libpng's row-by-row API with its longjmp errors caught in C, for streamed PNGs.
        .target(name: "CPNGStream", dependencies: ["CPNG"]),
        // The tiled-surface struct libmypaint needs, with its dab counter.
        .target(name: "CMyPaintSurface", dependencies: ["CMyPaint"]),
        // The hot pixel loops, built for AVX2 and plain x86-64: the screen's, and Transform's
        // bilinear resampling.
        .target(name: "CTileKernels"),
        // The benchmark's reference: the same events on libmypaint's own fixed surface.
        .target(name: "CReferenceReplay", dependencies: ["CMyPaint"]),
        // libFuzzer's driver, declared; linked only by scripts/fuzz.
        .target(name: "CFuzzerDriver"),
        // Under ThreadSanitizer only: tells TSan when a contended Synchronization.Mutex changes
        // hands in the kernel (see MutexAnnotations.c); empty in every other build. Linked with
        // the feeder, and so into every executable and the test bundle.
        .target(name: "CSanitizerSupport"),

        // Pure Swift engines.
        // The plain values every input path and engine shares, with no C under them: Sample,
        // Tool, Buttons, Color, and the gesture records a recording keeps.
        .target(name: "FlourishSamples"),
        .target(name: "FlourishFeeder", dependencies: ["FlourishSamples", "CSanitizerSupport"]),
        .target(name: "FlourishFrameClock"),
        // Seeded numbers (SplitMix64): the same for the same seed on every run and platform.
        .target(name: "FlourishRandom"),
        .target(name: "FlourishConfetti", dependencies: ["FlourishRandom"]),
        // Pen gestures without a window: taps and character groups on an injected clock, ink
        // to an MNIST-style digit tensor, the confidence gate and the stale guard.
        .target(name: "FlourishGestures", dependencies: ["FlourishSamples"]),
        // The digit recogniser: the float16 weights file (Assets/digits.f16, read by path),
        // a small CNN's forward pass in Float32, and the actor that owns the model.
        .target(name: "FlourishRecognition", dependencies: ["FlourishGestures", "FlourishStorage"]),
        .target(name: "FlourishTablet", dependencies: ["FlourishSamples"]),
        // What the pointer does on the canvas, one tool at a time (`CanvasTool`): the brush, the
        // eyedropper, moving the view, and the tools that select and transform; plain values
        // fed pointer events in window and canvas coordinates, answering what the app does.
        .target(name: "FlourishTools", dependencies: ["FlourishSamples"]),
        // Fingers on a touch screen without a window: the two-finger similarity (pan, pinch,
        // twist with the canvas under each finger), taps, a paint finger's wait, and palm
        // rejection's clock, all on the events' own times; the queue from the input thread.
        .target(name: "FlourishTouch"),
        // The stroke stabilizer: the brush pulled after the pen with a time constant, and
        // caught up at the lift; pure, deterministic, on the samples' own clock.
        .target(name: "FlourishStabilizer", dependencies: ["FlourishSamples"]),
        .target(name: "FlourishStorage"),
        // The memory one painting may take (a share of the machine's, under RLIMIT_AS, or
        // memory_limit_mb) and what a file, canvas or replay will cost, checked before allocating.
        .target(name: "FlourishMemory"),
        // Text files read as bytes: lines, numbers, and excerpts of values for messages.
        .target(name: "FlourishText"),
        // The brush chooser's list: MyPaint's order.conf, the system and user brush folders.
        .target(name: "FlourishBrushLibrary"),
        // The colour panel's and the brush chooser's geometry and pixels, without SDL.
        .target(name: "FlourishPanels", dependencies: ["FlourishSamples"]),
        // The frame-time overlay's figures, the --frame-log CSV and the --stats report.
        .target(name: "FlourishFrameStats", dependencies: ["FlourishFrameClock", "FlourishStorage"]),
        .target(name: "FlourishImage", dependencies: ["CPNG", "CPNGStream", "FlourishStorage"]),
        // Layer blend modes on fix15 premultiplied tiles: the W3C modes, Porter-Duff, MyPaint's
        // Pigment; `BlendMode` is the one list of the modes Flourish composites.
        // The transfer curve of a colour space (`TransferCurve`) and every conversion between
        // tiles' fix15 light and 8-bit pixels (`PixelFormat`): the one home of both.
        .target(name: "FlourishCompositing", dependencies: ["FlourishSamples"]),
        // An OpenRaster file as a zip archive, read with every claim checked where its bytes
        // enter (libzip): the format's member names, limits and errors, and its two ready-made
        // pictures; no stack.xml, no Foundation, so the thumbnailer can read a painting.
        .target(name: "FlourishOpenRasterArchive", dependencies: ["CZip", "FlourishStorage", "FlourishText"]),
        // OpenRaster (.ora, MyPaint's and Krita's format): the zip, stack.xml and layer PNG bytes
        // in and out, and the src-over flattening a reader needs; no pixels of the app's own.
        // Compositing: which composite-ops are modes Flourish composites, and Normal's name.
        .target(
            name: "FlourishOpenRaster",
            dependencies: [
                "CZip", "FlourishCompositing", "FlourishOpenRasterArchive", "FlourishSamples", "FlourishStorage", "FlourishText",
            ]),
        // A file manager's thumbnail of a painting: the ready-made picture box-filtered into a
        // PNG, and the output it may replace. Without Foundation or the paint engine, for
        // flourish-thumbnailer's start.
        .target(name: "FlourishThumbnails", dependencies: ["FlourishImage", "FlourishOpenRasterArchive", "FlourishStorage"]),
        .target(
            name: "FlourishPaint",
            dependencies: [
                "FlourishSamples", "FlourishStorage", "FlourishText", "FlourishCompositing", "CMyPaint", "CMyPaintSurface",
                "CTileKernels",
            ]),
        // The painting's stack of layers: each layer's tiles, their arrangement (a value an
        // undo step trades back), and the composite recomputed where something changed.
        .target(name: "FlourishLayers", dependencies: ["FlourishCompositing", "FlourishPaint", "FlourishSamples"]),
        // A layer's pixels through an affine map (`LayerResampler`: exact whole-pixel moves,
        // premultiplied bilinear otherwise) and the preview that puts its own pixels back.
        .target(name: "FlourishTransform", dependencies: ["FlourishPaint", "FlourishSamples", "CTileKernels"]),
        .target(name: "FlourishRecording", dependencies: ["FlourishSamples", "FlourishStorage", "FlourishText"]),
        // How a painting session starts, as plain values with no C under them: what the
        // settings, the command line and a recording's header fill in, and the session is made from.
        .target(name: "FlourishSessionSetup", dependencies: ["FlourishSamples", "FlourishMemory"]),
        // One painting session: canvas, brushes, view, undo history. No file I/O: what to
        // record and what to save come back as values, written by the edge.
        .target(
            name: "FlourishSession",
            dependencies: [
                "FlourishSamples", "FlourishPaint", "FlourishLayers", "FlourishRecording", "FlourishSessionSetup",
                "FlourishStabilizer", "FlourishText", "FlourishCompositing", "FlourishTransform", "FlourishImage",
                "FlourishMemory",
            ]),
        // Paintings in files: OpenRaster and PNG out and in, saves off the frame loop,
        // autosaves and recovery; a session's save requests written, and files opened into it.
        .target(
            name: "FlourishDocuments",
            dependencies: [
                "FlourishSamples", "FlourishPaint", "FlourishLayers", "FlourishCompositing", "FlourishImage", "FlourishOpenRaster",
                "FlourishOpenRasterArchive", "FlourishStorage", "FlourishSession", "FlourishRecording", "FlourishMemory",
                "FlourishText", "FlourishSessionSetup",
            ]),
        // The settings file, text to values: nothing is loaded while it is parsed.
        .target(
            name: "FlourishConfig",
            dependencies: [
                "FlourishSamples", "FlourishSessionSetup", "FlourishTablet", "FlourishStorage", "FlourishText", "FlourishMemory",
                "FlourishTouch",
            ]),
        // Recordings in and out of a session: a replay through the feeder and the session, and
        // the records a recorded session hands out written to a file.
        .target(
            name: "FlourishReplay",
            dependencies: [
                "FlourishFeeder", "FlourishPaint", "FlourishRecording", "FlourishSession",
                "FlourishSessionSetup", "FlourishDocuments", "FlourishStorage", "FlourishText", "FlourishMemory",
            ]),
        // A real X server with a virtual pen (Xorg, the dummy video driver, inputtest devices),
        // a private Xvfb, and the framebuffer read back: what the end-to-end tests, the app
        // tests and the window benchmarks drive the real app with and look at.
        .target(name: "FlourishVirtualPen", dependencies: ["CXInput2", "FlourishFrameClock", "FlourishImage", "FlourishSamples", "FlourishStorage"]),
        // What the fuzzer runs: each parser and loader on any bytes, with the promises it keeps.
        .target(
            name: "FlourishFuzzTargets",
            dependencies: [
                "FlourishConfig", "FlourishDocuments", "FlourishPaint", "FlourishRecording", "FlourishReplay", "FlourishSamples",
                "FlourishSession", "FlourishSessionSetup", "FlourishMemory", "FlourishRandom",
            ]),

        // The XDG desktop portal's file chooser over D-Bus (libdbus-1): a private connection to
        // the session bus, messages built from and read into plain values, OpenFile and
        // SaveFile answered by their Response signal. Blocking calls, for a thread of their own.
        .target(name: "FlourishPortal", dependencies: ["CDBus", "FlourishStorage"]),
        // Choosing a file: the portal, else zenity or kdialog, else the window's path field;
        // each question asked on a thread of its own, its answer kept for the frame loop.
        .target(name: "FlourishFileChooser", dependencies: ["FlourishPortal", "FlourishStorage"]),
        // The freedesktop recently-used list (recently-used.xbel): read, merged, written
        // atomically, keeping everything other programs put in it.
        .target(name: "FlourishRecentFiles", dependencies: ["FlourishStorage", "FlourishText"]),

        // Video files out of RGBA frames: FFmpeg's encoder on a thread of its own, fed through a
        // bounded queue; H.264 in MP4 or VP9 in WebM. FFmpeg's libraries are opened at the first.
        .target(name: "FlourishVideo", dependencies: ["CFFmpeg", "FlourishStorage"]),
        // `flourish timelapse`: a recording replayed into a video, its undone steps never shown.
        .target(
            name: "FlourishTimelapse",
            dependencies: [
                "FlourishDocuments", "FlourishFeeder", "FlourishPaint", "FlourishRecording", "FlourishReplay",
                "FlourishSamples", "FlourishSession", "FlourishSessionSetup", "FlourishStorage", "FlourishVideo", "FlourishMemory",
            ]),

        // The app's parts that need neither SDL nor X11, each owning its state: the frame loop,
        // the canvas's input (routing, the ring, what a batch becomes), the gesture and
        // document controllers, the title, options and key bindings, the screen's damaged
        // rectangles; built and tested without a window.
        .target(
            name: "FlourishAppCore",
            dependencies: [
                "FlourishSamples", "FlourishFrameClock", "FlourishConfig", "FlourishPaint", "FlourishSession",
                "FlourishDocuments", "FlourishGestures", "FlourishRecognition", "FlourishRecording", "FlourishImage",
                "FlourishPanels", "FlourishReplay", "FlourishSessionSetup", "FlourishStorage", "FlourishThumbnails",
                // The flood producer and the per-frame figures.
                "FlourishFeeder", "FlourishFrameStats", "FlourishConfetti",
                // Files chosen through the desktop, and the recent-files list.
                "FlourishFileChooser", "FlourishRecentFiles",
                // Fingers: gestures to view moves, taps and paint.
                "FlourishTouch",
                // The canvas's tools, and what a copy takes of a layer.
                "FlourishTools", "FlourishTransform",
            ]),

        // The edges.
        .executableTarget(
            name: "flourish",
            dependencies: [
                "CSDL2", "CXInput2", "FlourishSamples", "FlourishFeeder", "FlourishFrameClock",
                "FlourishConfig", "FlourishTablet", "FlourishPaint", "FlourishSession", "FlourishSessionSetup",
                "FlourishImage", "FlourishRecording", "FlourishReplay", "FlourishConfetti",
                "FlourishFrameStats", "FlourishBrushLibrary", "FlourishPanels", "FlourishDocuments",
                "FlourishGestures", "FlourishAppCore", "FlourishLayers", "FlourishCompositing", "FlourishThumbnails",
                "FlourishTimelapse", "FlourishFileChooser", "FlourishTouch", "FlourishTools",
            ]),
        .executableTarget(
            name: "flourish-bench",
            dependencies: [
                "FlourishSamples", "FlourishFeeder", "FlourishPaint", "FlourishRecording", "FlourishReplay",
                "FlourishSession", "FlourishSessionSetup", "CReferenceReplay", "FlourishConfetti", "FlourishFrameStats", "FlourishImage",
                "FlourishDocuments", "FlourishStorage", "FlourishGestures", "FlourishRecognition",
                "FlourishVirtualPen", "FlourishFrameClock", "FlourishCompositing", "FlourishTimelapse", "FlourishMemory",
                "FlourishRandom", "FlourishTransform",
            ]),
        // `flourish thumbnail` without the window's libraries, for file managers (Assets/flourish.thumbnailer).
        .executableTarget(name: "flourish-thumbnailer", dependencies: ["FlourishThumbnails"]),
        // The fuzz targets under libFuzzer (scripts/fuzz), or one file at a time.
        .executableTarget(name: "flourish-fuzz", dependencies: ["CFuzzerDriver", "FlourishFuzzTargets"]),

        .testTarget(name: "FlourishFeederTests", dependencies: ["FlourishFeeder", "FlourishSamples"]),
        .testTarget(name: "FlourishFrameClockTests", dependencies: ["FlourishFrameClock"]),
        // What many test targets share: temporary folders, seeded numbers, the Python helper,
        // the pen strokes the engine, session and document tests paint, and their sessions.
        .target(
            name: "FlourishTestSupport",
            dependencies: [
                "CAllocationCounter", "FlourishSamples", "FlourishPaint", "FlourishSession", "FlourishSessionSetup", "FlourishRandom",
            ],
            path: "Tests/FlourishTestSupport"),
        // What the OpenRaster and document tests share: files as another app writes them, a
        // flat list of layers written through the app's own OpenRasterDocumentWriter.
        .target(
            name: "FlourishOpenRasterTestSupport",
            dependencies: ["FlourishCompositing", "FlourishOpenRaster", "FlourishOpenRasterArchive"],
            path: "Tests/FlourishOpenRasterTestSupport"),
        // Counts each thread's heap allocations and the bytes it holds, for the tests that
        // promise none per frame, or memory that does not grow with a file.
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .testTarget(
            name: "FlourishConfettiTests", dependencies: ["FlourishConfetti", "FlourishRandom", "CAllocationCounter"]),
        .testTarget(name: "FlourishRandomTests", dependencies: ["FlourishRandom"]),
        .testTarget(name: "FlourishGesturesTests", dependencies: ["FlourishGestures"]),
        .testTarget(name: "FlourishTouchTests", dependencies: ["FlourishTouch"]),
        .testTarget(name: "FlourishToolsTests", dependencies: ["FlourishTools"]),
        .testTarget(
            name: "FlourishTransformTests",
            dependencies: ["FlourishTransform", "FlourishPaint", "FlourishSamples", "FlourishRandom"]),
        // The Python model's probabilities on MNIST test digits (Fixtures, read by path, made
        // by scripts/train-digits) and the shipped Assets/digits.f16.
        .testTarget(
            name: "FlourishRecognitionTests", dependencies: ["FlourishRecognition", "FlourishGestures"],
            exclude: ["Fixtures"]),
        .testTarget(name: "FlourishStorageTests", dependencies: ["FlourishTestSupport", "FlourishStorage"]),
        .testTarget(name: "FlourishMemoryTests", dependencies: ["FlourishMemory"]),
        // The portal client against a stand-in portal (scripts/stand-in-portal) on a private
        // session bus the tests start.
        .testTarget(
            name: "FlourishPortalTests",
            dependencies: ["FlourishPortal", "FlourishVirtualPen"]),
        .testTarget(
            name: "FlourishFileChooserTests",
            dependencies: ["FlourishFileChooser", "FlourishPortal", "FlourishTestSupport", "FlourishVirtualPen"]),
        .testTarget(name: "FlourishRecentFilesTests", dependencies: ["FlourishRecentFiles", "FlourishTestSupport"]),
        .testTarget(name: "FlourishTextTests", dependencies: ["FlourishTestSupport", "FlourishText"]),
        // Every blend mode against a Double reference in the test, and against MyPaint's own
        // tile_combine (its script in Scripts, read by path) where MyPaint's library is installed.
        .testTarget(
            name: "FlourishCompositingTests", dependencies: ["FlourishTestSupport", "FlourishCompositing"],
            exclude: ["Scripts"]),
        // The layer stack without a session: its compositor's cached composite against a fresh
        // one (`freshComposite`) across edits, on seeded pixels; its bound; modes as files name them.
        .testTarget(
            name: "FlourishLayersTests",
            dependencies: ["FlourishTestSupport", "FlourishLayers", "FlourishCompositing", "FlourishPaint", "FlourishSamples"]),
        // Saves and opens real files; the MyPaint fixture and helper scripts are read from
        // FlourishOpenRasterTests/Fixtures by path.
        .testTarget(
            name: "FlourishDocumentsTests",
            dependencies: [
                "FlourishTestSupport", "FlourishOpenRasterTestSupport", "FlourishDocuments", "FlourishPaint", "FlourishSamples",
                "FlourishOpenRaster", "FlourishOpenRasterArchive", "FlourishImage", "FlourishSession", "FlourishSessionSetup",
                "FlourishMemory", "FlourishRecording", "FlourishThumbnails", "FlourishCompositing", "FlourishLayers",
            ]),
        .testTarget(name: "FlourishBrushLibraryTests", dependencies: ["FlourishTestSupport", "FlourishBrushLibrary"]),
        .testTarget(name: "FlourishPanelsTests", dependencies: ["FlourishPanels", "FlourishSamples"]),
        .testTarget(
            name: "FlourishImageTests",
            dependencies: ["FlourishTestSupport", "FlourishImage", "FlourishStorage", "CAllocationCounter"],
            // Hand-made PNG variants and their expected pixels, read by path; see make-fixtures.py.
            exclude: ["Fixtures"]),
        // FlourishImage decodes the layer PNGs, to compare the flattening with MyPaint's own.
        .testTarget(
            name: "FlourishOpenRasterTests",
            dependencies: [
                "FlourishTestSupport", "FlourishOpenRasterTestSupport", "FlourishOpenRaster", "FlourishOpenRasterArchive",
                "FlourishImage", "CAllocationCounter",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "FlourishFrameStatsTests",
            dependencies: ["FlourishTestSupport", "FlourishFrameStats", "FlourishFrameClock", "FlourishStorage"]),
        .testTarget(name: "FlourishTabletTests", dependencies: ["FlourishTablet", "FlourishSamples"]),
        .testTarget(
            name: "FlourishStabilizerTests", dependencies: ["FlourishTestSupport", "FlourishStabilizer", "FlourishSamples"]),
        .testTarget(
            name: "FlourishConfigTests",
            dependencies: [
                "FlourishTestSupport", "FlourishConfig", "FlourishMemory", "FlourishPaint", "FlourishSamples", "FlourishSession",
                "FlourishSessionSetup", "FlourishTouch",
            ]),
        // The same strokes painted by MyPaint's own library (its script in Scripts, read by path)
        // where it is installed.
        .testTarget(
            name: "FlourishPaintTests",
            // CMyPaint: the symmetry tests' reference, libmypaint's own surface2 over a plain buffer.
            dependencies: ["FlourishTestSupport", "FlourishPaint", "FlourishSamples", "FlourishImage", "CMyPaint"],
            exclude: ["Scripts"]),
        .testTarget(
            name: "FlourishRecordingTests",
            dependencies: [
                "FlourishTestSupport", "FlourishRecording", "FlourishSamples", "FlourishReplay", "FlourishImage",
                "FlourishStorage", "FlourishSession", "FlourishSessionSetup", "FlourishMemory",
            ]),
        .testTarget(
            name: "FlourishSessionTests",
            dependencies: [
                "FlourishTestSupport", "FlourishSession", "FlourishSessionSetup", "FlourishPaint", "FlourishLayers", "FlourishSamples", "FlourishRecording",
                "FlourishImage", "FlourishDocuments", "FlourishReplay", "FlourishCompositing",
            ]),
        // The fuzz targets' seed corpus (FuzzCorpus, read by path), every file run once.
        // The openraster seeds are made by make-openraster-seeds.py (the fuzzer's crashers are
        // kept beside them); FuzzDictionaries holds what scripts/fuzz passes as -dict. Neither
        // is built.
        .testTarget(
            name: "FlourishFuzzTargetsTests", dependencies: ["FlourishFuzzTargets", "FlourishRandom"],
            exclude: ["FuzzCorpus", "FuzzDictionaries", "make-openraster-seeds.py"]),
        // Real videos of a recording with undos, read back with ffmpeg and ffprobe.
        .testTarget(
            name: "FlourishTimelapseTests",
            dependencies: [
                "FlourishTestSupport", "FlourishTimelapse", "FlourishReplay", "FlourishPaint", "FlourishDocuments",
                "FlourishSession", "FlourishSamples", "FlourishRecording", "FlourishMemory",
            ]),
        // The app's pure parts, without SDL or X11: key table (against the README), options,
        // pointer routing and the ring's tracker, gestures, damaged rectangles, and the pen-digit
        // recordings read with the shipped model (Assets/digits.f16, by path).
        .testTarget(
            name: "FlourishAppCoreTests",
            dependencies: [
                "FlourishAppCore", "FlourishGestures", "FlourishPaint", "FlourishRecording", "FlourishSamples",
                "FlourishSession", "FlourishDocuments", "FlourishImage", "FlourishOpenRaster", "FlourishSessionSetup", "FlourishTestSupport",
                "FlourishFeeder", "FlourishFrameStats", "FlourishConfetti", "FlourishFileChooser", "FlourishMemory", "FlourishReplay",
                "FlourishTouch",
                "FlourishPanels",
            ],
            // Pen-digit recordings, read by path (made by Fixtures/PenDigits/make-pen-digits.py).
            exclude: ["Fixtures"]),
        // The app's edge: SDL's key codes and mouse events, the XInput2 reader, input threads.
        .testTarget(
            name: "FlourishAppTests",
            dependencies: [
                "flourish", "FlourishAppCore", "CSDL2", "CXInput2", "FlourishFeeder",
                "FlourishTablet", "FlourishVirtualPen", "FlourishTouch",
            ]),
        // Depends on `flourish` and `flourish-thumbnailer` so they are built before these tests launch them.
        .testTarget(
            name: "FlourishEndToEndTests",
            dependencies: [
                "flourish", "flourish-thumbnailer", "FlourishImage", "FlourishRecording", "FlourishSamples", "FlourishFrameStats",
                "FlourishFrameClock", "FlourishDocuments", "FlourishPaint", "CXInput2", "FlourishVirtualPen", "FlourishOpenRaster",
                "FlourishTestSupport", "FlourishStorage", "FlourishRecentFiles",
                // Where the toolbar's buttons, the palette and the help lie, to click and measure them.
                "FlourishAppCore", "FlourishPanels",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
