import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishPaint

/// Brush files with values libmypaint would take as they are, or a shape it would crash on.
@Suite("Brush files: values clamped to libmypaint's ranges, shapes it crashes on refused", .serialized)
struct BrushRangesTests {
    static let pencil = "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb"

    /// classic/pencil's JSON with `settings` changed by `edit`.
    func pencil(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: Self.pencil))
        var brush = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var settings = try #require(brush["settings"] as? [String: Any])
        edit(&settings)
        brush["settings"] = settings
        return String(decoding: try JSONSerialization.data(withJSONObject: brush), as: UTF8.self)
    }

    func setting(_ base: Double, inputs: [String: Any] = [:]) -> [String: Any] {
        ["base_value": base, "inputs": inputs]
    }

    @Test("radius_logarithmic of 50 or 1e308 loads as libmypaint's most, 6, and says so once, naming file and setting",
          arguments: [(50.0, "50"), (1e308, "1e+308")])
    func hugeRadius(value: Double, shown: String) throws {
        let json = try pencil { $0["radius_logarithmic"] = setting(value) }
        let brush = try Brush(json: json, path: "/brushes/huge.myb")
        #expect(brush.baseValue(of: "radius_logarithmic") == 6)
        #expect(abs(brush.radius - exp(6)) < 1e-3)
        #expect(brush.clamps.count == 1)
        let clamp = try #require(brush.clamps.first)
        #expect(clamp.file == "/brushes/huge.myb" && clamp.setting == "radius_logarithmic")
        #expect(clamp.description == "/brushes/huge.myb: radius_logarithmic: base_value \(shown) is outside -2...6; using 6")
    }

    @Test("a painted stroke with such a brush stays near the canvas: bounded dabs and dirty box",
          arguments: [50.0, 1e308])
    func hugeRadiusPaintsBounded(value: Double) throws {
        let brush = try Brush(json: try pencil { $0["radius_logarithmic"] = setting(value) }, path: "huge.myb")
        let engine = PaintEngine(width: 800, height: 480, brush: brush)
        let region = engine.continueStroke(WaveStroke.curve.samples(from: 100, 200, length: 500, samples: 120))
        // Before, the base radius of e^50 scaled offset_by_random to 10^21 pixels: the dabs
        // went that far and libmypaint's tile map grew until the allocation failed (SIGSEGV).
        let reach = 2 * SampleLimits.margin(largestRadius: brush.largestRadius)
        #expect(Double(region.bounds.x) > -reach && Double(region.bounds.y) > -reach)
        #expect(Double(region.bounds.x + region.bounds.width) < 800 + reach)
        #expect(Double(region.bounds.y + region.bounds.height) < 480 + reach)
        #expect(engine.dabs > 0 && engine.dabs < 10_000)
        #expect(engine.tiles.allocatedTileCount <= engine.tiles.tilesAcross * engine.tiles.tilesDown)
    }

    @Test("every out-of-range setting is clamped and reported once; in-range ones are not")
    func opaqueAndMapping() throws {
        let json = try pencil {
            $0["opaque"] = setting(1e9)
            $0["radius_logarithmic"] = setting(1, inputs: ["pressure": [[-5, -100], [0.5, 0.5], [1e6, 1e9]], "speed1": [[0, 0], [4, 1]]])
            $0["hardness"] = setting(-3)
        }
        let brush = try Brush(json: json, path: "wild.myb")
        #expect(brush.baseValue(of: "opaque") == 2)
        #expect(brush.baseValue(of: "hardness") == 0)
        #expect(brush.baseValue(of: "radius_logarithmic") == 1)
        let points = brush.mappingPoints(of: "radius_logarithmic", by: "pressure")
        #expect(points.map(\.x) == [0, 0.5, 1000] && points.map(\.y) == [-8, 0.5, 8])
        let untouched = brush.mappingPoints(of: "radius_logarithmic", by: "speed1")
        #expect(untouched.map(\.x) == [0, 4] && untouched.map(\.y) == [0, 1])
        #expect(brush.clamps.map(\.setting) == ["opaque", "radius_logarithmic", "hardness"])
        #expect(brush.clamps.allSatisfy { $0.file == "wild.myb" })
        #expect(brush.clamps[0].changes == ["base_value 1000000000 is outside 0...2; using 2"])
        #expect(brush.clamps[1].changes == ["2 of 3 points of the pressure mapping lay outside x 0...1000, y -8...8; moved onto them"])
        // The largest radius counts each mapping's most: e^(1 + 8 + 1), which libmypaint caps
        // at 1000 pixels.
        #expect(brush.largestRadius == 1000)
    }

    @Test("the radius from a header, the settings or [ and ] stays in radius_logarithmic's range")
    func radiusSetter() throws {
        let brush = try Brush(named: Self.pencil)
        brush.radius = 1e6
        #expect(abs(brush.radius - exp(6)) < 1e-3)
        brush.radius = 0
        #expect(abs(brush.radius - exp(-2)) < 1e-6)
        brush.radius = -4
        #expect(abs(brush.radius - exp(-2)) < 1e-6)
        brush.radius = 12.5
        #expect(abs(brush.radius - 12.5) < 1e-4)
        brush.radius = .nan
        #expect(abs(brush.radius - 12.5) < 1e-4)
        brush.radius = .infinity
        #expect(abs(brush.radius - exp(6)) < 1e-3)
    }

    /// 65 points, x rising: one more than libmypaint keeps.
    static let tooManyPoints = "[" + (0...64).map { "[\(Double($0) / 64), 0]" }.joined(separator: ", ") + "]"

    /// Each of these aborted or crashed the process inside libmypaint's or json-c's reader
    /// (checked with `flourish replay` before the check existed).
    @Test(
        "a file of a shape libmypaint's reader would crash on is refused, naming file, setting and input",
        arguments: [
            (#"{"base_value": 1, "inputs": {"pressure": [[0, 1]]}}"#, "opaque: pressure mapping has 1 points"),
            (#"{"base_value": 1, "inputs": {"pressure": \#(tooManyPoints)}}"#, "opaque: pressure mapping has 65 points"),
            (#"{"base_value": 1, "inputs": {"pressure": [[1, 0], [0, 1]]}}"#, "opaque: pressure mapping point 2: x 0"),
            (#"{"base_value": 1, "inputs": {"pressure": [1, 2]}}"#, "opaque: pressure mapping point 1 is not [x, y]"),
            (#"{"base_value": 1, "inputs": {"pressure": [[0], [1]]}}"#, "opaque: pressure mapping point 1 is not [x, y]"),
            (#"{"base_value": 1, "inputs": [1]}"#, "opaque: 'inputs' is not a JSON object"),
            (#"{"base_value": 1, "inputs": null}"#, "opaque: 'inputs' is not a JSON object"),
            (#"{"base_value": "x", "inputs": {}}"#, "opaque: base_value is not a number"),
        ])
    func badShapes(opaque: String, expected: String) throws {
        let json = #"{"version": 3, "settings": {"opaque": \#(opaque)}}"#
        do {
            _ = try Brush(json: json, path: "bad.myb")
            Issue.record("a brush of a bad shape loaded")
        } catch {
            #expect(error.path == "bad.myb")
            #expect(error.description.hasPrefix("bad.myb: \(expected)"), "\(error)")
        }
    }

    @Test("settings that are not an object, and text that is not JSON, are refused too; so does loadProblem")
    func badDocuments() throws {
        let folder = NSTemporaryDirectory() + "flourish-brush-ranges-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text, reason) in [
            ("list.myb", #"{"version": 3, "settings": [1, 2]}"#, "'settings' is not a JSON object"),
            ("nan.myb", #"{"version": 3, "settings": {"opaque": {"base_value": NaN, "inputs": {}}}}"#, "not valid JSON"),
            ("array.myb", "[1]", "not a brush: the file is not a JSON object"),
        ] {
            let path = "\(folder)/\(name)"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(throws: BrushError.self) { try Brush(named: path) }
            let problem = try #require(Brush.loadProblem(path))
            #expect(problem.path == path && problem.reason.hasPrefix(reason), "\(problem)")
        }
    }

    @Test("a setting the file does not name keeps libmypaint's own value and is not reported")
    func unnamedSettings() throws {
        let brush = try Brush(json: #"{"version": 3, "settings": {"opaque": {"base_value": 0.5, "inputs": {}}}}"#, path: "short.myb")
        #expect(brush.clamps.isEmpty)
        // Below elliptical_dab_ratio's declared minimum of 1, as every older brush has it.
        #expect(brush.baseValue(of: "elliptical_dab_ratio") == 0)
    }

    @Test("every brush shipped in mypaint-brushes loads with nothing clamped")
    func shippedBrushes() throws {
        let root = "/usr/share/mypaint-data/2.0/brushes"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".myb") }
        #expect(files.count > 100)
        var clamped: [String] = []
        for file in files {
            let brush = try Brush(named: "\(root)/\(file)")
            clamped += brush.clamps.map(\.description)
        }
        #expect(clamped.isEmpty, "\(clamped.joined(separator: "\n"))")
    }
}
