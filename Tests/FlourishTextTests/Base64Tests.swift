import FlourishText
import Testing

@Suite("Base64")
struct Base64Tests {
    /// RFC 4648's own examples (section 10).
    @Test("RFC 4648's test vectors both ways")
    func vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(Base64.encode(Array(plain.utf8)) == encoded)
            #expect(Base64.decode(encoded) == Array(plain.utf8))
        }
    }

    @Test("every length from 0 to 300 and every byte value come back as they were")
    func roundTrip() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...300 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = Base64.encode(bytes)
            #expect(text.utf8.count == (length + 2) / 3 * 4)
            #expect(Base64.decode(text) == bytes, "length \(length)")
        }
        let all = (0...255).map { UInt8($0) }
        #expect(Base64.decode(Base64.encode(all)) == all)
    }

    @Test("text that is not strict base64 is refused and leaves what was decoded before as it was")
    func refusals() {
        for bad in ["Zg=", "Zg", "Zh==", "Zm9=", "Zg==Zg==", "Z!==", "Zm9v\n", " Zm9v", "====", "A===", "Zm=v"] {
            #expect(Base64.decode(bad) == nil, "'\(bad)' was read")
        }
        var out: [UInt8] = [1, 2, 3]
        var text = "Zm9vYmFy!A=="
        let read = text.withUTF8 { Base64.decode($0, appendingTo: &out) }
        #expect(!read)
        #expect(out == [1, 2, 3])
        // The control: the same call with good text appends.
        var good = "Zm9v"
        #expect(good.withUTF8 { Base64.decode($0, appendingTo: &out) })
        #expect(out == [1, 2, 3] + Array("foo".utf8))
    }
}
