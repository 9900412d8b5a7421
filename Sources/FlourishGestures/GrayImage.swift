/// A grayscale image of coverage (0 background, 1 full ink), row-major: the preprocessor's
/// working buffer between the raster and the tensor.
struct GrayImage: Equatable {
    let width: Int
    let height: Int
    var pixels: [Float]

    /// A blank image.
    init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "an image has no negative side")
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    init(width: Int, height: Int, pixels: [Float]) {
        precondition(pixels.count == width * height, "pixels must fill the image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    subscript(x: Int, y: Int) -> Float {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
