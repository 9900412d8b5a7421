import FlourishTestSupport
import Testing

@testable import FlourishOpenRaster
import FlourishOpenRasterArchive

/// Files made to hurt a reader, opened as documents: each is refused with an error naming the
/// file, the member and the element at fault, before anything of the size it claims is made.
@Suite("OpenRasterDocumentReader: hostile stacks and archives fail clearly, within the limits")
struct OpenRasterDocumentHostileTests {
    static let mimetype = (name: "mimetype", bytes: Array("image/openraster".utf8))

    static func stack(_ inside: String, image: String = #"w="4" h="4""#) -> (name: String, bytes: [UInt8]) {
        ("stack.xml", Array(#"<?xml version="1.0"?><image \#(image)><stack>\#(inside)</stack></image>"#.utf8))
    }

    static func png(_ name: String = "data/a.png") throws -> (name: String, bytes: [UInt8]) {
        (name, try pngBytes(testImage(width: 4, height: 4, seed: 5)))
    }

    /// Writes `members` as a zip, opens it as a document, and returns the error (recording an
    /// issue when there is none, or when its message does not start with the file and member).
    static func openError(
        _ members: [(name: String, bytes: [UInt8])], limits: OpenRasterLimits = OpenRasterLimits(),
        member: String? = OpenRasterMember.stack
    ) throws -> OpenRasterError? {
        let folder = try TemporaryFolder()
        let path = folder.file("hostile.ora")
        try writeZip(path, members)
        let error = #expect(throws: OpenRasterError.self) {
            _ = try OpenRasterDocumentReader(path: path, limits: limits)
        }
        if let error {
            let place = member.map { "\(path): \($0): " } ?? "\(path): "
            #expect("\(error)".hasPrefix(place), "the message names the file and member: \(error)")
            #expect(error.member == member)
        }
        return error
    }

    /// The detail of a `malformedStack` error, or a recorded issue.
    static func stackProblem(_ error: OpenRasterError?) -> String {
        guard case .malformedStack(let detail) = error?.problem else {
            Issue.record("expected a malformed stack, got \(String(describing: error))")
            return ""
        }
        return detail
    }

    @Test("groups nested deeper than the limit")
    func nestingTooDeep() throws {
        let depth = OpenRasterLimits().maxStackDepth + 5
        let inside = String(repeating: "<stack>", count: depth) + String(repeating: "</stack>", count: depth)
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside)]))
        #expect(detail.hasPrefix("groups nest deeper than 64 levels (line 1)"), "\(detail)")
    }

    @Test("unknown elements nested deeper than the limit inside a layer")
    func unknownNestingTooDeep() throws {
        let depth = 80
        let inside =
            #"<layer name="a" src="data/a.png">"# + String(repeating: "<x>", count: depth)
            + String(repeating: "</x>", count: depth) + "</layer>"
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail.hasPrefix("elements nest deeper than 66 levels"), "\(detail)")
    }

    @Test("more elements than maxNodes, of any kind")
    func tooManyNodes() throws {
        let limits = OpenRasterLimits(maxNodes: 10)
        let inside =
            (0..<4).map { #"<layer name="l\#($0)" src="data/\#($0).png"/>"# }.joined()
            + String(repeating: "<unknown/>", count: 10)
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside)], limits: limits))
        #expect(detail.hasPrefix("more than 10 elements"), "\(detail)")
    }

    @Test("a src that names no member")
    func sourceNamesNoMember() throws {
        let inside = #"<layer name="ghost" src="data/ghost.png"/>"#
        let error = try Self.openError([Self.mimetype, Self.stack(inside)], member: "data/ghost.png")
        #expect(error?.problem == .missingMember(neededBy: "layer \"ghost\" in stack.xml"))
        #expect(
            error.map { "\($0)" }?.hasSuffix("data/ghost.png: missing, but layer \"ghost\" in stack.xml needs it")
                == true)
    }

    @Test("two layers with the same src")
    func duplicateSources() throws {
        let inside =
            #"<layer name="one" src="data/a.png"/><stack name="g"><layer name="two" src="data/a.png"/></stack>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail == #"layer "one" and layer "two" both have src="data/a.png" (line 1)"#)
    }

    @Test(
        "non-numeric x, y and opacity name the element and the value",
        arguments: [
            (#"x="left""#, #"layer "a" x="left" is not an integer"#),
            (#"y="1e400""#, #"layer "a" y="1e400" is not an integer"#),
            (#"opacity="half""#, #"layer "a" opacity="half" is not a number"#),
            (#"opacity="nan""#, #"layer "a" opacity="nan" is not a number"#),
        ])
    func nonNumeric(attribute: String, expected: String) throws {
        let inside = #"<layer name="a" src="data/a.png" \#(attribute)/>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail.hasPrefix(expected), "\(detail)")
    }

    @Test("a group's non-numeric x is named by the group")
    func groupNonNumeric() throws {
        let inside = #"<stack name="Inks" x="3px"><layer name="a" src="data/a.png"/></stack>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail.hasPrefix(#"group "Inks" x="3px" is not an integer"#), "\(detail)")
    }

    @Test(
        "a src that is not a plain member name",
        arguments: ["../outside.png", "/etc/passwd", "data//a.png", "stack.xml", "mergedimage.png", #"data\a.png"#])
    func unsafeSource(source: String) throws {
        let inside = #"<layer name="a" src="\#(source)"/>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail.hasPrefix(#"layer "a" src="\#(source)""#), "\(detail)")
    }

    @Test("a DOCTYPE, whose entities could add what the text does not show")
    func documentType() throws {
        let xml = #"<?xml version="1.0"?><!DOCTYPE image [<!ENTITY e "x">]><image w="4" h="4"><stack/></image>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, ("stack.xml", Array(xml.utf8))]))
        #expect(detail == "it declares a DOCTYPE (XML entities or a DTD), which OpenRaster's stack.xml never needs")
    }

    @Test("an attribute with a prefix no xmlns declares")
    func unboundPrefix() throws {
        let inside = #"<layer name="a" src="data/a.png" krita:locked="true"/>"#
        let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
        #expect(detail.hasPrefix("a name at line 1, column"), "\(detail)")
        #expect(detail.hasSuffix("uses a namespace prefix that no xmlns declares"), "\(detail)")
    }

    @Test("too many attributes on one element, and one too large")
    func attributeLimits() throws {
        let many = (0..<70).map { #"a\#($0)="1""# }.joined(separator: " ")
        let tooMany = Self.stackProblem(
            try Self.openError([Self.mimetype, Self.stack(#"<layer src="data/a.png" \#(many)/>"#), try Self.png()]))
        #expect(tooMany.hasPrefix("<layer> has 71 attributes, more than 64"), "\(tooMany)")

        let long = String(repeating: "n", count: 100_000)
        let tooLarge = Self.stackProblem(
            try Self.openError([
                Self.mimetype, Self.stack(#"<layer src="data/a.png" name="\#(long)"/>"#), try Self.png(),
            ]))
        #expect(tooLarge.hasPrefix("<layer> attribute name takes 100004 bytes, more than 8192"), "\(tooLarge)")
    }

    @Test("more members than the limit, refused before any is read")
    func tooManyMembers() throws {
        let limits = OpenRasterLimits(maxMembers: 5)
        let extras = (0..<6).map { (name: "extra/\($0).txt", bytes: Array("x".utf8)) }
        let error = try Self.openError(
            [Self.mimetype, Self.stack(#"<layer src="data/a.png"/>"#), try Self.png()] + extras, limits: limits,
            member: nil)
        #expect(error?.problem == .tooManyMembers(count: 9, limit: 5))
    }

    @Test("carried members larger together than the limit, refused before any is read")
    func carriedTooLarge() throws {
        let limits = OpenRasterLimits(maxCarriedBytes: 1_000)
        let extras = (0..<3).map { (name: "extra/\($0).bin", bytes: [UInt8](repeating: 7, count: 400)) }
        let error = try Self.openError(
            [Self.mimetype, Self.stack(#"<layer src="data/a.png"/>"#), try Self.png()] + extras, limits: limits,
            member: "extra/2.bin")
        #expect(error?.problem == .carriedMembersTooLarge(size: 1_200, limit: 1_000))
    }

    @Test("an isolation, visibility or selected value the format does not have")
    func badEnumerations() throws {
        for (inside, expected) in [
            (#"<stack name="g" isolation="maybe"/>"#, #"group "g" isolation="maybe" is neither isolate nor auto"#),
            (#"<layer name="a" src="data/a.png" visibility="ghost"/>"#, #"layer "a" visibility="ghost" is neither"#),
            (
                #"<layer name="a" src="data/a.png" selected="yes"/>"#,
                #"layer "a" selected="yes" is neither true nor false"#
            ),
        ] {
            let detail = Self.stackProblem(try Self.openError([Self.mimetype, Self.stack(inside), try Self.png()]))
            #expect(detail.hasPrefix(expected), "\(detail)")
        }
    }
}
