import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster

/// What MyPaint's own library makes of an OpenRaster file, as Fixtures/mypaint-tree.py prints
/// it: the layer tree top first, the current layer's path and the background it shows.
struct MyPaintView: Decodable, Equatable {
    struct Node: Decodable, Equatable {
        var name: String
        var visible: Bool
        var opacity: Double
        /// ORA's composite-op name of the mode MyPaint uses, or "pass-through".
        var mode: String
        /// "stack", or the layer's class ("PaintingLayer").
        var kind: String
        var children: [Node]?
        /// The painted tiles' bounding box in MyPaint's model coordinates.
        var bbox: [Int]?
        /// A hash of the layer's tiles and their places: equal for the same pixels at the same places.
        var pixels: String?
    }

    struct Background: Decodable, Equatable {
        var size: [Int]
        /// The tile's first pixel as MyPaint holds it (15-bit fixed point, linear light).
        var first: [Int]
        var hash: String
    }

    var layers: [Node]
    var current: [Int]
    var background: Background

    /// Every node, depth first, top first.
    var allNodes: [Node] {
        func walk(_ nodes: [Node]) -> [Node] { nodes.flatMap { [$0] + walk($0.children ?? []) } }
        return walk(layers)
    }

    /// MyPaint's library's reading of `path`.
    static func load(_ path: String) throws -> MyPaintView {
        let result = try python([fixture("mypaint-tree.py"), path])
        try #require(result.status == 0, "mypaint-tree.py failed: \(result.output)")
        // MyPaint may log to stderr before the JSON; the JSON is the last thing printed.
        let start = try #require(result.output.firstIndex(of: "{"), "no JSON in: \(result.output)")
        return try JSONDecoder().decode(MyPaintView.self, from: Data(result.output[start...].utf8))
    }
}

/// Makes layered files with MyPaint's own library.
enum MyPaintFixture {
    /// Why the MyPaint tests are skipped where its library is absent (CI does not install it).
    static let absent: Comment = "MyPaint's Python library is not installed (apt-get install mypaint)"

    /// The colour Fixtures/mypaint-make-layered.py gives MyPaint's background.
    static let paper = MyPaintBackground.Colour(red: 240, green: 232, blue: 215)

    /// Paints and saves Fixtures/mypaint-make-layered.py's document at `path`.
    ///
    /// MyPaint 2.0.1 run headless now and then leaves a stroke's layer empty however often the
    /// script paints it again within one run (its own tile processing; a fresh process
    /// paints it), so a run that gives up is made again, up to three times.
    static func makeLayered(at path: String) throws {
        var result = try python([fixture("mypaint-make-layered.py"), path])
        for _ in 0..<2 where result.status != 0 {
            result = try python([fixture("mypaint-make-layered.py"), path])
        }
        try #require(result.status == 0, "mypaint-make-layered.py failed three times: \(result.output)")
    }
}

/// Where our reading of a document differs from MyPaint's reading of the same file: names,
/// kinds, visibility, opacity, the mode MyPaint uses, and the group structure, node by node;
/// plus, whatever the trees, a complaint when either side has no layers at all, so that two
/// empty readings cannot compare as the same.
///
/// The mode MyPaint uses is derived from the node as MyPaint 2.0.1's loader does
/// (lib/layer/core.py and group.py): a missing composite-op is its default mode, Pigment; a
/// group that is src-over at opacity 1 with isolation auto is pass-through. The background is
/// left out of our side, as MyPaint takes it out of the tree.
func treeMismatches(_ document: OpenRasterDocument, _ view: MyPaintView) -> [String] {
    var mismatches: [String] = []
    var children = document.root.children
    if let index = document.mypaintBackground?.rootIndex { children.remove(at: index) }
    if view.allNodes.isEmpty { mismatches.append("MyPaint reports no layers") }
    if children.isEmpty { mismatches.append("our tree has no layers") }
    compare(children, view.layers, at: "root", into: &mismatches)
    return mismatches
}

private func compare(
    _ ours: [OpenRasterNode], _ theirs: [MyPaintView.Node], at place: String, into mismatches: inout [String]
) {
    guard ours.count == theirs.count else {
        mismatches.append(
            "\(place): we have \(ours.count) children \(ours.map(\.name)), MyPaint \(theirs.count) \(theirs.map(\.name))"
        )
        return
    }
    for (node, their) in zip(ours, theirs) {
        let here = "\(place)/\(node.name)"
        var expected: (kind: String, visible: Bool, opacity: Double, mode: String)
        switch node {
        case .layer(let layer):
            expected = ("PaintingLayer", layer.isVisible, layer.opacity, layer.compositeOp ?? "mypaint:spectral-wgm")
        case .stack(let stack):
            let passThrough =
                stack.compositeOp == "svg:src-over" && stack.opacity == 1 && stack.isolation == .auto
            expected = (
                "stack", stack.isVisible, stack.opacity,
                passThrough ? "pass-through" : stack.compositeOp ?? "mypaint:spectral-wgm"
            )
        }
        if node.name != their.name { mismatches.append("\(here): MyPaint names it \(their.name)") }
        if expected.kind != their.kind {
            mismatches.append("\(here): a \(expected.kind) to us, a \(their.kind) to MyPaint")
        }
        if expected.visible != their.visible {
            mismatches.append("\(here): visible \(expected.visible), MyPaint \(their.visible)")
        }
        if abs(expected.opacity - their.opacity) > 1e-3 {
            mismatches.append("\(here): opacity \(expected.opacity), MyPaint \(their.opacity)")
        }
        if expected.mode != their.mode { mismatches.append("\(here): mode \(expected.mode), MyPaint \(their.mode)") }
        if case .stack(let stack) = node { compare(stack.children, their.children ?? [], at: here, into: &mismatches) }
    }
}
