/// Why a new canvas of the size chosen cannot be had.
package struct CanvasSizeRefusal: Error, Equatable {
    package let reason: String
}
