/// One note of a Standard MIDI File: when it starts and how long it sounds (seconds), its key
/// (60 = C4), velocity (1–127) and channel (0–15).
public struct MIDINote: Hashable, Sendable {
    /// Seconds from the start of the file.
    public var time: Double
    /// The MIDI key number, 60 = middle C.
    public var key: Int
    /// How hard it is struck, 1–127.
    public var velocity: Int
    /// Seconds until its note-off.
    public var duration: Double
    /// The MIDI channel, 0–15.
    public var channel: Int

    /// A note; see the properties.
    public init(time: Double, key: Int, velocity: Int, duration: Double, channel: Int) {
        self.time = time
        self.key = key
        self.velocity = velocity
        self.duration = duration
        self.channel = channel
    }
}

/// Standard MIDI Files (SMF 1.0, format 0: one track), as bytes.
///
/// Time: 480 ticks per quarter note at 120 quarter notes a minute (a tempo event says so), so a tick is
/// 1/960 s and a time in seconds becomes `round(seconds × 960)` ticks. Each channel used gets its program
/// (General MIDI, 0-based) and its pan (controller 10: 0 left, 64 centre, 127 right) before any note.
/// Events at the same tick: note-offs first, then note-ons, each in the order of the notes given. A key
/// struck again on its channel while it still sounds is first closed (``struck(_:)``), so no player cuts
/// the newer note short.
public enum MIDIFile {
    /// Ticks per quarter note (the header's division).
    public static let ticksPerQuarter = 480
    /// Microseconds per quarter note (the tempo event): 120 a minute.
    public static let microsecondsPerQuarter = 500_000
    /// Ticks per second at that tempo.
    public static let ticksPerSecond = 960.0

    /// The file's bytes.
    ///
    /// - Parameters:
    ///   - notes: the notes, in any order.
    ///   - pans: controller-10 values by channel (channels without one are centred).
    ///   - program: the General MIDI program of every channel (0 = Acoustic Grand Piano, the default).
    ///   - name: the track's name.
    public static func bytes(notes: [MIDINote], pans: [Int: Int], program: Int = 0, name: String = "c4-audio") -> [UInt8] {
        var events: [(tick: Int, order: Int, bytes: [UInt8])] = []
        let channels = Set(notes.map(\.channel)).sorted()
        for channel in channels {
            let status = UInt8(channel & 0x0F)
            events.append((0, 0, [0xC0 | status, UInt8(program & 0x7F)]))
            events.append((0, 0, [0xB0 | status, 10, UInt8(min(127, max(0, pans[channel] ?? 64)))]))
        }
        for note in struck(notes) {
            let status = UInt8(note.channel & 0x0F), key = UInt8(note.key)
            events.append((note.off, 1, [0x80 | status, key, 0]))
            events.append((note.on, 2, [0x90 | status, key, UInt8(min(127, max(1, note.velocity)))]))
        }
        // A stable sort: by tick, then controls, note-offs, note-ons; otherwise in the order given.
        let sorted = events.enumerated().sorted { ($0.element.tick, $0.element.order, $0.offset) < ($1.element.tick, $1.element.order, $1.offset) }
        var track: [UInt8] = []
        let title = Array(name.utf8)
        track += [0x00, 0xFF, 0x03] + variableLength(title.count) + title
        let tempo = microsecondsPerQuarter
        track += [0x00, 0xFF, 0x51, 0x03, UInt8(tempo >> 16 & 0xFF), UInt8(tempo >> 8 & 0xFF), UInt8(tempo & 0xFF)]
        var last = 0
        for (_, event) in sorted {
            track += variableLength(event.tick - last) + event.bytes
            last = event.tick
        }
        track += [0x00, 0xFF, 0x2F, 0x00]
        let header: [UInt8] = Array("MThd".utf8) + bigEndian(6, bytes: 4) + bigEndian(0, bytes: 2) + bigEndian(1, bytes: 2)
            + bigEndian(ticksPerQuarter, bytes: 2)
        return header + Array("MTrk".utf8) + bigEndian(track.count, bytes: 4) + track
    }

    /// The notes in ticks, each key closed before it is struck again on its channel.
    ///
    /// A MIDI player holds one voice per key and channel: a note-on of a key that still sounds, and the
    /// first note-off after it, would cut the newer note. So a note that is still sounding when its key is
    /// struck again on its channel ends at that stroke (its note-off goes first at that tick), as a piano's
    /// key is released before it is played again; two strokes of one key and channel at the same tick
    /// become one, the louder velocity and the later end. Every note lasts at least one tick.
    static func struck(_ notes: [MIDINote]) -> [(on: Int, off: Int, key: Int, velocity: Int, channel: Int)] {
        var result: [(on: Int, off: Int, key: Int, velocity: Int, channel: Int)] = []
        var open: [Int: Int] = [:]   // channel × 128 + key → index in `result` of the last stroke
        let timed = notes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for (_, note) in timed {
            let key = min(127, max(0, note.key)), channel = note.channel & 0x0F
            let on = Int((note.time * ticksPerSecond).rounded())
            let off = max(on + 1, Int(((note.time + note.duration) * ticksPerSecond).rounded()))
            let slot = channel * 128 + key
            if let last = open[slot], result[last].off > on {
                if result[last].on == on {
                    result[last].velocity = max(result[last].velocity, note.velocity)
                    result[last].off = max(result[last].off, off)
                    continue
                }
                result[last].off = on
            }
            open[slot] = result.count
            result.append((on, off, key, note.velocity, channel))
        }
        return result
    }

    /// A MIDI variable-length quantity: 7 bits a byte, most significant first, the high bit on all but the last.
    static func variableLength(_ value: Int) -> [UInt8] {
        var value = max(0, value)
        var bytes = [UInt8(value & 0x7F)]
        value >>= 7
        while value > 0 {
            bytes.insert(UInt8(value & 0x7F) | 0x80, at: 0)
            value >>= 7
        }
        return bytes
    }

    static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(value >> (8 * $0) & 0xFF) }
    }
}
