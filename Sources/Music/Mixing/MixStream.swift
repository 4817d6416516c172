import RealModule

/// A mix made block by block while sounds are still being added: the one mixing path of `render` and of
/// the live engine.
///
/// The stream has a clock, ``frame``: the first frame of the next block. Cues are placed at frames of that
/// clock (``add(_:)``); each ``mix(frames:into:)`` sums the part of every cue that falls in the block, in
/// the order the cues were added, and passes the block through the ``Level``. A stream given a score's
/// cues up front and read to ``endFrame`` yields exactly ``Mixer/mix(_:bank:channels:level:room:)``, in blocks of
/// any size; a live engine adds cues between blocks and gets the same samples for the same cues.
///
/// The sum of the cues goes through the shared ``Room`` (unless the stream is dry), then the ``Level``. The
/// room rings past the last sample of each cue until that cue's ringing has fallen below
/// ``Room/floorDecibels`` (``Room/tailFrames(after:gain:sampleRate:)``: about 0.5 s after a note that rings
/// out, more after a sound cut off loud), so ``endFrame`` includes that tail; once the stream reaches it the
/// room is cleared (it is then below half a 16-bit step).
///
/// An ending's theme (Good, Bad, Draw) plays raised (``RaisedEnding``), so that it lands at least as loud as
/// the deciding piece, whoever mixes it.
///
/// ``fadeOut(frames:)`` ends everything with a raised-cosine fade and forgets every cue (and the room's tail).
public struct MixStream: Sendable {
    /// The sounds the cues play.
    public let bank: NoteBank
    /// 1 (mono) or 2 (stereo, left first).
    public let channels: Int
    /// The gain and limiter applied to every block.
    public var level: Level {
        get { finish.level }
        set { finish.level = newValue }
    }
    /// The first frame of the next block.
    public private(set) var frame = 0
    /// The cues still sounding or to come, in the order they were added.
    var voices: [MixVoice] = []
    /// A fade in progress: frames done, its whole length, and the first generation it spares.
    private var fade: (done: Int, length: Int, spares: Int)?
    /// The generation of the next cue added: a fade silences the cues of earlier generations only.
    private(set) var generation = 0
    /// The room and the level, the second half of every block.
    private var finish: Finish
    /// Whether the mix goes through a room.
    let hasRoom: Bool
    /// The frame after the room's tail: the latest of each cue's last sample plus its tail.
    var ringsUntil = 0
    /// The room's tail at gain 1 after each sound and variant mixed so far, in seconds
    /// (``Room/tailSeconds(count:sampleRate:peak:)``; kept: a game plays the same few sounds again and again).
    private var tails: [NoteBank.VariantKey: Double] = [:]
    /// The endings made by this stream (``RaisedEnding``).
    var endings: [Theme: RaisedEnding] = [:]

    /// An empty stream at frame 0.
    ///
    /// - Parameters:
    ///   - bank: every sound the cues will play.
    ///   - channels: 1 or 2.
    ///   - level: the gain and limiter.
    ///   - room: whether the mix goes through the shared ``Room`` (false: dry, as with `--dry`).
    public init(bank: NoteBank, channels: Int, level: Level = Level(), room: Bool = true) {
        precondition(channels == 1 || channels == 2, "1 or 2 channels")
        self.bank = bank
        self.channels = channels
        self.finish = Finish(room: room ? Room(sampleRate: bank.sampleRate) : nil, level: level, channels: channels)
        self.hasRoom = room
    }

    /// Places a cue. A cue that starts before ``frame`` plays from the current frame on (its start is lost);
    /// one that would start during a fade (``fadeOut(frames:)``) starts when the fade ends instead, so the
    /// fade never touches it.
    ///
    /// - Returns: the frame the cue starts at.
    /// - Precondition: the bank holds the cue's sound (or its fallback); the frame is not negative.
    @discardableResult
    public mutating func add(_ cue: Cue) -> Int {
        precondition(cue.frame >= 0, "cues start at frame 0 or later")
        let start = fade.map { max(cue.frame, frame + $0.length - $0.done) } ?? cue.frame
        let stored = bank.storage(of: cue.sound, variant: cue.variant)
        var samples = stored, ringGain = cue.gain
        if let ending = ending(cue.sound) {
            samples = .floats(ending.samples)
            ringGain *= ending.gain
        }
        let pan = Mixer.panGains(cue.pan), gain = Float(cue.gain)
        var tail = 0
        if hasRoom {
            let key = NoteBank.VariantKey(sound: cue.sound, variant: cue.variant)
            let seconds = tails[key] ?? bank.roomTails[key] ?? stored.roomTailSeconds(sampleRate: bank.sampleRate)
            tails[key] = seconds
            // The cue's gain, not its pan's: the room mixes both sides into each of its lines. (An ending's
            // tail is the theme's raised by its gain: the held peaks are at its start.)
            tail = Room.tailFrames(seconds: seconds, gain: ringGain, sampleRate: bank.sampleRate)
            ringsUntil = max(ringsUntil, start + samples.count + tail)
        }
        var isColumnTick = false
        if case .board(let sound) = cue.sound { isColumnTick = sound.isColumnTick }
        voices.append(MixVoice(samples: samples, frame: start, gains: (pan.left * gain, pan.right * gain), gain: gain,
                               generation: generation, tail: tail, isColumnTick: isColumnTick))
        return start
    }

    /// Forgets the columns' ticks (``BoardSound/isColumnTick``) that have not started by ``frame``: a
    /// column's ticks give way to the next column's when the cursor moves on. Those already sounding play
    /// to their end; a threat's cue is never dropped.
    public mutating func cancelColumnTicks() {
        voices.removeAll { $0.isColumnTick && $0.frame >= frame }
    }

    /// The frame at which a fade under way reaches silence, nil when none is.
    public var fadeEnd: Int? { fade.map { frame + $0.length - $0.done } }

    /// The frame after the last sample of every cue added and the room's tail after it (``frame`` when
    /// nothing is left to play).
    public var endFrame: Int {
        voices.reduce(max(frame, ringsUntil)) { max($0, $1.frame + $1.samples.count) }
    }

    /// Whether nothing is left to play (no cue sounding or to come, no room ringing, no fade under way).
    public var isIdle: Bool { voices.isEmpty && fade == nil && frame >= ringsUntil }

    /// Mixes the next `frames` frames into `buffer` and advances ``frame`` by `frames`.
    ///
    /// - Parameter buffer: at least `frames × channels` samples; the first `frames × channels` are
    ///   overwritten (silence where nothing plays).
    /// - Complexity: O(frames × channels + the cues' samples in the block).
    public mutating func mix(frames: Int, into buffer: UnsafeMutableBufferPointer<Float>) {
        precondition(frames >= 0 && buffer.count >= frames * channels)
        // A fade that ends inside the block: the cues after it must not be faded, so mix in two parts.
        let first = fadeEnd.map { min(frames, $0 - frame) } ?? frames
        mixPart(frames: first, into: UnsafeMutableBufferPointer(rebasing: buffer[..<(first * channels)]))
        if first < frames {
            mixPart(frames: frames - first,
                    into: UnsafeMutableBufferPointer(rebasing: buffer[(first * channels)..<(frames * channels)]))
        }
    }

    private mutating func mixPart(frames: Int, into used: UnsafeMutableBufferPointer<Float>) {
        guard frames > 0 else { return }
        Mixer.mixBlock(voices, channels: channels, start: frame, frames: frames, into: used)
        finish.apply(to: used, frames: frames, ringing: ringing(frames))
        if let current = fade { applyFade(current, to: used, frames: frames) }
        advance(frames)
    }

    /// How many of the next `frames` frames the room still rings for: it rings until `ringsUntil`, then is
    /// cleared, the same frame whatever the blocks.
    private func ringing(_ frames: Int) -> Int { max(0, min(frames, ringsUntil - frame)) }

    private mutating func advance(_ frames: Int) {
        frame += frames
        // And the ones that end in it, so that ``isIdle`` holds as soon as the last sample is mixed.
        voices.removeAll { $0.frame + $0.samples.count <= frame }
    }

    /// The first half of ``mix(frames:into:)``: the sum of the cues in the next `frames` frames, before the
    /// room and the level, which ``detachFinish()``'s ``Finish`` then applies (it may be on another thread, a block or more
    /// behind). A stream read this way and its ``Finish`` given each block in order give exactly the
    /// samples ``mix(frames:into:)`` gives.
    ///
    /// - Returns: the `ringing` to hand to ``Finish/apply(to:frames:ringing:)`` with this block.
    /// - Precondition: no fade (``fadeOut(frames:)``); `buffer` holds at least `frames × channels` samples.
    public mutating func mixDry(frames: Int, into buffer: UnsafeMutableBufferPointer<Float>) -> Int {
        precondition(fade == nil && frames >= 0 && buffer.count >= frames * channels)
        guard frames > 0 else { return 0 }
        Mixer.mixBlock(voices, channels: channels, start: frame, frames: frames, into: buffer)
        let ringing = self.ringing(frames)
        advance(frames)
        return ringing
    }

    /// Hands over the room and the level, for ``mixDry(frames:into:)``'s blocks; from then on the stream is
    /// read with ``mixDry(frames:into:)`` only (it keeps no room of its own).
    public mutating func detachFinish() -> Finish {
        defer { finish.room = nil }
        return finish
    }

    /// Fades everything out over `frames` frames from ``frame`` on (a raised cosine from the current level
    /// to silence), then forgets every cue placed before. Cues added during the fade start after it.
    /// A fade already under way is kept (it ends sooner).
    public mutating func fadeOut(frames: Int) {
        precondition(frames > 0)
        guard fade == nil else { return }
        fade = (0, frames, generation + 1)
        generation += 1
    }

    private mutating func applyFade(_ current: (done: Int, length: Int, spares: Int), to samples: UnsafeMutableBufferPointer<Float>,
                                    frames: Int) {
        var done = current.done
        for f in 0..<frames {
            // cos runs from 1 to −1 over the fade: gain from 1 to 0, with no corner at either end.
            let gain = done >= current.length ? 0
                : Float(0.5 + 0.5 * cosine(Double.pi * Double(done) / Double(current.length)))
            for c in 0..<channels { samples[f * channels + c] *= gain }
            done += 1
        }
        if done >= current.length {
            // Every cue placed before the fade is silenced for good (those still to come too); cues added
            // during it start after it.
            voices.removeAll { $0.generation < current.spares }
            fade = nil
            // The room falls silent with everything else; cues spared by the fade ring from their start.
            finish.room?.clear()
            ringsUntil = !hasRoom ? 0 : voices.reduce(0) { max($0, $1.frame + $1.samples.count + $1.tail) }
        } else {
            fade = (done, current.length, current.spares)
        }
    }

    private func cosine(_ x: Double) -> Double { Double.cos(x) }
}

extension MixStream {
    /// The second half of every block: the ``Room`` (unless the mix is dry), then the ``Level``.
    public struct Finish: Sendable {
        /// The reverberation on the bus, nil for a dry mix.
        var room: Room?
        /// The gain and limiter.
        public var level: Level
        /// 1 or 2.
        let channels: Int

        /// Passes a block of the cues' sum through the room (its first `ringing` frames; the room is cleared
        /// after them when they are fewer than `frames`) and the level, in place.
        public mutating func apply(to block: UnsafeMutableBufferPointer<Float>, frames: Int, ringing: Int) {
            applyRoom(to: block, frames: frames, ringing: ringing)
            level.apply(to: block)
        }

        /// ``apply(to:frames:ringing:)`` without the level, which then still has to be applied to the block
        /// (``level`` depends on nothing but each sample, so any thread may apply a copy of it).
        public mutating func applyRoom(to block: UnsafeMutableBufferPointer<Float>, frames: Int, ringing: Int) {
            guard room != nil else { return }
            room!.process(block, frames: ringing, channels: channels)
            if ringing < frames { room!.clear() }
        }

        /// Hands over the room in its two halves, nil for a dry mix: for each block, in order, the early
        /// reflections' and the late reverberation's sound of its first `ringing` frames (each half cleared
        /// after them when they are fewer than the block's), then ``Room/combine(_:frames:channels:early:late:)``
        /// of those frames and the level give exactly ``apply(to:frames:ringing:)``. The halves only read the
        /// block, so they may run side by side. From then on this finish has no room.
        public mutating func detachRoom() -> (early: Room.Reflections, late: Room.Late)? {
            defer { room = nil }
            return room.map { ($0.early, $0.late) }
        }
    }
}

/// One cue ready to mix: where its samples are, its first frame, its pan gains.
struct MixVoice {
    var samples: NoteBank.Storage
    var frame: Int
    var gains: (left: Float, right: Float)
    /// The cue's own gain (``Cue/gain``), which the stereo gains already include: what a mono mix applies.
    var gain: Float
    /// Which fade, if any, silences it (see ``MixStream/fadeOut(frames:)``).
    var generation = 0
    /// Frames the room rings after its last sample (0 in a dry mix).
    var tail = 0
    /// Whether it is a column's tick (``BoardSound/isColumnTick``): what ``MixStream/cancelColumnTicks()`` drops.
    var isColumnTick = false
}
