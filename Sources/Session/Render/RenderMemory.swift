import CHeap
import Music

/// The memory a render works in, backed by huge pages.
///
/// A render allocates its working set in a few large pieces soon after it starts: the variants of the notes
/// (about 0.5 MB each, 10–20 MB for a game), the ring of blocks, the room's lines. Fresh memory costs a page
/// fault on the first write of every 4 KB page, and in a render those faults cost more than making the
/// variants themselves (about 2,200 of a 36-piece game's 3,500). So before the variants are made the heap
/// is grown past what they need and that stretch is marked for transparent huge pages (`MADV_HUGEPAGE`):
/// one fault per 2 MB instead of 512. The marking is only advice; where huge pages are not available or
/// not allowed (`/sys/kernel/mm/transparent_hugepage/enabled` = never) everything works as before.
///
/// malloc is set for this (``c4_heap_reserve_huge(_:)``): one arena for every thread (the render's threads
/// allocate a few large pieces, so they barely contend), pieces up to 64 MB from that heap rather than
/// mapped one by one, and freed memory kept rather than handed back (the process ends with the render).
enum RenderMemory {
    /// What a render needs beside the variants: the ring, the room, the encoder's buffers, with room to spare.
    static let besideVariants = 16 << 20

    /// Prepares the heap for the render of `cues` from `bank`: the variants they play that the bank lacks,
    /// and ``besideVariants``.
    static func prepare(for cues: [Cue], bank: NoteBank) {
        var wanted = Set<Wanted>()
        for cue in cues where cue.variant > 0 { wanted.insert(Wanted(sound: cue.sound, variant: cue.variant)) }
        // A variant an octave lower is twice as long (``NoteVariant/octaveLower(_:sampleRate:)``).
        let bytes = wanted.reduce(besideVariants) {
            $0 + frames(of: $1.sound, in: bank) * (NoteVariant.isLowered($1.variant) ? 2 : 1) * MemoryLayout<Float>.size
        }
        _ = c4_heap_reserve_huge(bytes)
    }

    /// Samples of `sound` as the bank holds it, or of its fallback.
    private static func frames(of sound: Sound, in bank: NoteBank) -> Int {
        for candidate in [sound] + (sound.fallback.map { [$0] } ?? []) {
            if let samples = bank.sounds[candidate] { return samples.count }
            if let lent = bank.borrowed[candidate] { return lent.samples.count }
        }
        return 0
    }

    /// A variant a render makes.
    private struct Wanted: Hashable {
        var sound: Sound
        var variant: Int
    }
}
