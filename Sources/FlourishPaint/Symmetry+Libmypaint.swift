import CMyPaint
import FlourishSamples

extension Symmetry {
    /// The arguments `mypaint_tiled_surface2_set_symmetry_state` takes for this symmetry:
    /// off is "inactive" (the type is then unread, vertical is libmypaint's own default).
    var libmypaintState: (active: Bool, type: MyPaintSymmetryType, lines: Int) {
        switch mode {
        case .off: (false, MYPAINT_SYMMETRY_TYPE_VERTICAL, lines)
        case .vertical: (true, MYPAINT_SYMMETRY_TYPE_VERTICAL, lines)
        case .horizontal: (true, MYPAINT_SYMMETRY_TYPE_HORIZONTAL, lines)
        case .verticalHorizontal: (true, MYPAINT_SYMMETRY_TYPE_VERTHORZ, lines)
        case .rotational: (true, MYPAINT_SYMMETRY_TYPE_ROTATIONAL, lines)
        case .snowflake: (true, MYPAINT_SYMMETRY_TYPE_SNOWFLAKE, lines)
        }
    }
}
