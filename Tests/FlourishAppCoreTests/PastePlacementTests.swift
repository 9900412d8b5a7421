@testable import FlourishAppCore
import FlourishPaint
import Testing

@Suite("PastePlacement: Flourish's own copy goes back where it was; anything else is centred in the view")
struct PastePlacementTests {
    @Test("the copy's own box puts it back on itself")
    func ownCopy() {
        let box = PixelRect(x: 37, y: -5, width: 20, height: 10)
        let origin = PastePlacement.origin(width: 20, height: 10, copiedBox: box, viewCentre: (400, 300))
        #expect(origin == (37, -5))
    }

    @Test("a box of another size is not this picture's: centred instead")
    func otherSizeIsCentred() {
        let box = PixelRect(x: 37, y: -5, width: 21, height: 10)
        let origin = PastePlacement.origin(width: 20, height: 10, copiedBox: box, viewCentre: (400, 300))
        #expect(origin == (390, 295))
    }

    @Test("centred on the view's middle, the corner floored to a whole pixel on either side of 0")
    func centred() {
        #expect(PastePlacement.origin(width: 3, height: 5, copiedBox: nil, viewCentre: (10, 10)) == (8, 7))
        #expect(PastePlacement.origin(width: 3, height: 5, copiedBox: nil, viewCentre: (-10, -10)) == (-12, -13))
        #expect(PastePlacement.origin(width: 4, height: 4, copiedBox: nil, viewCentre: (.nan, .infinity)) == (0, 0))
    }
}
