import FlourishImage

/// Where a captured frame shows the window's notice box (the app's `NoticeBanner`: a dark box
/// 12 px in from the window's bottom-left corner, 8 px of padding inside), or nil where none
/// shows. Found from its padding, which holds no text: up the box's left edge, along its bottom.
func noticeBox(in image: RGBAImage) -> PixelBox? {
    func dark(_ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b) < 200
    }
    let (left, bottom) = (12, image.height - 13)
    guard image.width > 40, image.height > 40, dark(left + 1, bottom) else { return nil }
    var top = bottom
    while top > 0, dark(left + 1, top - 1) { top -= 1 }
    var right = left + 1
    while right + 1 < image.width, dark(right + 1, bottom) { right += 1 }
    return PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
}

/// A rectangle of a frame, x ..< x + width by y ..< y + height.
struct PixelBox {
    let x, y, width, height: Int

    func contains(_ px: Int, _ py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
}

/// `images` with every notice box any of them shows made transparent black in all of them:
/// frames compared for the painting, whatever the window was telling the painter meanwhile.
func blankingNotices(_ images: [RGBAImage]) -> [RGBAImage] {
    let boxes = images.compactMap(noticeBox(in:))
    guard !boxes.isEmpty else { return images }
    return images.map { image in
        var pixels = image.pixels
        for y in 0..<image.height {
            for x in 0..<image.width where boxes.contains(where: { $0.contains(x, y) }) {
                let i = (y * image.width + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (0, 0, 0, 0)
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }
}
