/// The ten-band spectral model MyPaint 2's Pigment mode mixes in: the reflectance curves of
/// its red, green and blue primaries (an RGB colour is their sum, weighted by its channels)
/// and the matrix that takes a ten-band reflectance back to RGB.
///
/// The numbers are MyPaint 2.0.1's, from `lib/blending.hpp` in mypaint/mypaint (the
/// `spectral_r_small`, `spectral_g_small`, `spectral_b_small` and `T_MATRIX_SMALL` tables,
/// after Scott Allen Burns' RGB-to-reflectance work), carried over so a Pigment layer looks
/// here as it does in MyPaint. Each is a `SIMD16` of which the ten bands are the first lanes;
/// the six lanes past them are padding the kernel keeps at reflectance 1 (see `offset`).
enum SpectralPrimaries {
    static let bandCount = 10

    static let red = bands(
        0.009281362787953, 0.009732627042016, 0.011254252737167, 0.015105578649573, 0.024797924177217,
        0.083622585502406, 0.977865045723212, 1.000000000000000, 0.999961046144372, 0.999999992756822)
    static let green = bands(
        0.002854127435775, 0.003917589679914, 0.012132151699187, 0.748259205918013, 1.000000000000000,
        0.865695937531795, 0.037477469241101, 0.022816789725717, 0.021747419446456, 0.021384940572308)
    static let blue = bands(
        0.537052150373386, 0.546646402401469, 0.575501819073983, 0.258778829633924, 0.041709923751716,
        0.012662638828324, 0.007485593127390, 0.006766900622462, 0.006699764779016, 0.006676219883241)

    /// Rows of the reflectance-to-RGB matrix: R, G, B as sums over the bands.
    static let toRed = bands(
        0.026595621243689, 0.049779426257903, 0.022449850859496, -0.218453689278271, -0.256894883201278,
        0.445881722194840, 0.772365886289756, 0.194498761382537, 0.014038157587820, 0.007687264480513)
    static let toGreen = bands(
        -0.032601672674412, -0.061021043498478, -0.052490001018404, 0.206659098273522, 0.572496335158169,
        0.317837248815438, -0.021216624031211, -0.019387668756117, -0.001521339050858, -0.000835181622534)
    static let toBlue = bands(
        0.339475473216284, 0.635401374177222, 0.771520797089589, 0.113222640692379, -0.055251113343776,
        -0.048222578468680, -0.012966666339586, -0.001523814504223, -0.000094718948810, -0.000051604594741)

    /// Added to every band before mixing: 0 on the ten bands, 1 on the padding lanes, whose
    /// logarithm is then 0 (no log of zero) and whose weight in the matrix rows is 0.
    static let offset = SIMD16<Float>(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1)

    /// MyPaint's floor under every channel: colours are squeezed into epsilon...1 before
    /// upsampling, so no band's reflectance is 0 and the geometric mean is defined, and
    /// stretched back after.
    static let epsilon: Float = 0.001

    private static func bands(
        _ b0: Float, _ b1: Float, _ b2: Float, _ b3: Float, _ b4: Float, _ b5: Float, _ b6: Float, _ b7: Float,
        _ b8: Float, _ b9: Float
    ) -> SIMD16<Float> {
        SIMD16(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, 0, 0, 0, 0, 0, 0)
    }
}
