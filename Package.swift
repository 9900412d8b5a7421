// swift-tools-version:6.0
import PackageDescription

/// Flourish: a real-time paint preview for Linux on SDL2 and libmypaint.
///
/// Pure engines (feeder, frame clock, paint, recording, config) build and test without a
/// window; only the `flourish` executable imports SDL.
let package = Package(
    name: "Flourish",
    products: [
        .executable(name: "flourish", targets: ["flourish"]),
        .executable(name: "flourish-bench", targets: ["flourish-bench"]),
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
        // The tiled-surface struct libmypaint needs, with its dab counter.
        .target(name: "CMyPaintSurface", dependencies: ["CMyPaint"]),
        // The screen's one hot pixel loop, built for AVX2 and plain x86-64.
        .target(name: "CTileKernels"),
        // The benchmark's reference: the same events on libmypaint's own fixed surface.
        .target(name: "CReferenceReplay", dependencies: ["CMyPaint"]),

        // Pure Swift engines.
        .target(name: "FlourishFeeder"),
        .target(name: "FlourishFrameClock"),
        .target(name: "FlourishConfetti"),
        .target(name: "FlourishTablet", dependencies: ["FlourishFeeder"]),
        .target(name: "FlourishConfig", dependencies: ["FlourishTablet"]),
        .target(name: "FlourishStorage"),
        // The frame-time overlay's figures and the --frame-log CSV, without SDL.
        .target(name: "FlourishFrameStats", dependencies: ["FlourishFrameClock", "FlourishStorage"]),
        .target(name: "FlourishImage", dependencies: ["CPNG", "FlourishStorage"]),
        .target(
            name: "FlourishPaint",
            dependencies: [
                "FlourishFeeder", "FlourishConfig", "CMyPaint", "CMyPaintSurface", "CTileKernels",
            ]),
        .target(name: "FlourishRecording", dependencies: ["FlourishFeeder", "FlourishStorage"]),
        .target(
            name: "FlourishReplay",
            dependencies: [
                "FlourishFeeder", "FlourishPaint", "FlourishRecording", "FlourishImage",
            ]),

        // The edges.
        .executableTarget(
            name: "flourish",
            dependencies: [
                "CSDL2", "CXInput2", "FlourishFeeder", "FlourishFrameClock", "FlourishConfig",
                "FlourishTablet",
                "FlourishPaint", "FlourishRecording", "FlourishImage", "FlourishReplay",
                "FlourishConfetti", "FlourishFrameStats",
            ]),
        .executableTarget(
            name: "flourish-bench",
            dependencies: [
                "FlourishFeeder", "FlourishPaint", "FlourishRecording", "FlourishReplay",
                "CReferenceReplay", "FlourishConfetti",
            ]),

        .testTarget(name: "FlourishFeederTests", dependencies: ["FlourishFeeder"]),
        .testTarget(name: "FlourishFrameClockTests", dependencies: ["FlourishFrameClock"]),
        .testTarget(name: "FlourishConfettiTests", dependencies: ["FlourishConfetti"]),
        .testTarget(
            name: "FlourishFrameStatsTests", dependencies: ["FlourishFrameStats", "FlourishFrameClock"]),
        .testTarget(name: "FlourishTabletTests", dependencies: ["FlourishTablet", "FlourishFeeder"]),
        .testTarget(name: "FlourishConfigTests", dependencies: ["FlourishConfig", "FlourishTablet"]),
        .testTarget(
            name: "FlourishPaintTests",
            dependencies: ["FlourishPaint", "FlourishFeeder", "FlourishImage"]),
        .testTarget(
            name: "FlourishRecordingTests",
            dependencies: ["FlourishRecording", "FlourishFeeder", "FlourishReplay", "FlourishImage"]),
        .testTarget(
            name: "FlourishEndToEndTests",
            dependencies: ["flourish", "FlourishImage", "FlourishRecording"]),
    ],
    swiftLanguageModes: [.v6]
)
