import Music
import Testing

/// ``MIDIFile``: a key struck again on its channel while it sounds is closed first.
@Suite struct MIDIFileTests {
    /// The note-on and note-off events of a format-0 file: (tick, on, channel, key).
    static func events(_ bytes: [UInt8]) -> [(tick: Int, on: Bool, channel: Int, key: Int)] {
        var index = 22, tick = 0, result: [(Int, Bool, Int, Int)] = []
        func quantity() -> Int {
            var value = 0
            while true {
                let byte = bytes[index]; index += 1
                value = value << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 { return value }
            }
        }
        while index < bytes.count {
            tick += quantity()
            let status = bytes[index]
            if status == 0xFF {
                let length = Int(bytes[index + 2]); index += 3 + length
            } else if status & 0xF0 == 0xC0 {
                index += 2
            } else {
                if status & 0xF0 == 0x90 || status & 0xF0 == 0x80 {
                    result.append((tick, status & 0xF0 == 0x90, Int(status & 0x0F), Int(bytes[index + 1])))
                }
                index += 3
            }
        }
        return result
    }

    @Test func aKeyStruckAgainIsReleasedFirst() {
        // E4 on channel 2 from 0 s for 2.8 s, again at 1 s; G4 at 0.5 s on channel 3 (another channel, untouched).
        let notes = [MIDINote(time: 0, key: 64, velocity: 80, duration: 2.8, channel: 2),
                     MIDINote(time: 1, key: 64, velocity: 60, duration: 2.8, channel: 2),
                     MIDINote(time: 0.5, key: 64, velocity: 60, duration: 2.8, channel: 3)]
        let events = Self.events(MIDIFile.bytes(notes: notes, pans: [:]))
        let channel2 = events.filter { $0.channel == 2 }.map { "\($0.tick) \($0.on ? "on" : "off")" }
        #expect(channel2 == ["0 on", "960 off", "960 on", "3648 off"])
        #expect(events.filter { $0.channel == 3 }.map(\.tick) == [480, 3168])
        // No key is ever struck while it sounds on its channel.
        var sounding: Set<[Int]> = []
        for event in events {
            if event.on { #expect(sounding.insert([event.channel, event.key]).inserted) } else { sounding.remove([event.channel, event.key]) }
        }
    }

    @Test func twoStrokesAtOneTickBecomeOne() {
        let notes = [MIDINote(time: 1, key: 60, velocity: 50, duration: 1, channel: 0),
                     MIDINote(time: 1, key: 60, velocity: 90, duration: 2, channel: 0)]
        let events = Self.events(MIDIFile.bytes(notes: notes, pans: [:]))
        #expect(events.map(\.tick) == [960, 2880])
        #expect(MIDIFile.bytes(notes: notes, pans: [:]).contains(90))
    }
}
