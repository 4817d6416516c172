import Testing
import TerminalUI

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test("Bytes to keys", arguments: [
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [InputKey.up, .down, .right, .left]),
        ("\u{1B}OC\u{1B}OD", [.right, .left]),
        ("\r\n \u{03}", [.enter, .enter, .character(" "), .interrupt]),
        ("hl1?uqn", [.character("h"), .character("l"), .character("1"), .character("?"),
                     .character("u"), .character("q"), .character("n")]),
        ("\u{1B}[<0;23;9M\u{1B}[<0;23;9m", [.click(row: 9, column: 23), .other]),
        ("\u{1B}[<2;5;5M", [.other]),
        ("\u{1B}[5~x", [.other, .character("x")]),
        ("é", [.character("é")]),
    ])
    func decodes(input: String, expected: [InputKey]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(input.utf8)) == expected)
        #expect(!decoder.hasPending)
    }

    @Test("A sequence split across reads is completed by the next read")
    func split() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("Dq".utf8)) == [.left, .character("q")])
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(decoder.decode(Array("0;4M".utf8)) == [.click(row: 4, column: 10)])
    }

    @Test("A lone Esc counts once the wait gives up; Esc followed by a letter is Esc then the letter")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flushEscape() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.decode(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
    }

    @Test("Random byte soup never traps and never holds more than one unfinished sequence", arguments: 0..<10)
    func soup(seed: UInt64) {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        var decoder = KeyDecoder()
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let byte = UInt8(truncatingIfNeeded: state >> 56)
            _ = decoder.decode([byte])
            if state & 0xFF < 8 { _ = decoder.flushEscape() }
        }
        _ = decoder.flushEscape()
        #expect(!decoder.hasPending)
    }
}
