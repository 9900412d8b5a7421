import CXInput2
import FlourishImage
import FlourishSamples
import Foundation

/// Reads the screen as the X server holds it (XGetImage on the root window of a connection of
/// its own), so a test sees what a painter would see, not what the app says it drew. With no
/// compositor (Xvfb, Xorg's dummy driver) the root window's image is the framebuffer.
public final class FramebufferProbe {
    private let display: OpaquePointer
    private let root: Window

    public init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw VirtualPenError("cannot connect to X display \(name)") }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    deinit { XCloseDisplay(display) }

    /// The screen's `width`x`height` pixels from (x, y), as opaque RGBA rows.
    public func image(x: Int, y: Int, width: Int, height: Int) -> RGBAImage? {
        guard let image = XGetImage(display, root, Int32(x), Int32(y), UInt32(width), UInt32(height), ~0, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let value = image.pointee.f.get_pixel(image, Int32(column), Int32(row))
                let at = (row * width + column) * 4
                pixels[at] = UInt8((value >> 16) & 0xff)
                pixels[at + 1] = UInt8((value >> 8) & 0xff)
                pixels[at + 2] = UInt8(value & 0xff)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The colour at screen pixel (x, y), or nil when the server would not give it.
    public func pixel(x: Int, y: Int) -> Color? {
        // AllPlanes, ZPixmap: one 24-bit TrueColor value 0x00RRGGBB.
        guard let image = XGetImage(display, root, Int32(x), Int32(y), 1, 1, ~0, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let value = image.pointee.f.get_pixel(image, 0, 0)
        return Color(r: UInt8((value >> 16) & 0xff), g: UInt8((value >> 8) & 0xff), b: UInt8(value & 0xff))
    }
}
