extension NoteBank {
    /// Makes the variants `cues` play that the bank does not hold yet, from the sounds it holds, and notes
    /// the room's tail after each sound and variant they play (``roomTails``).
    ///
    /// - Parameters:
    ///   - parts: how many parts the work is dealt into (whole sounds each, about equal work): the variants
    ///     of a sound with their tails, or the tail of a sound played as it is.
    ///   - run: calls `part` with each number `0 ..< parts`; it may run them at the same time, on other
    ///     threads (the bank does no threading of its own). The variants made are the same either way.
    /// - Complexity: O(samples of each variant made, and of the last seconds of each sound played).
    public mutating func makeVariants(for cues: [Cue], parts: Int = 1, running run: (_ parts: Int, _ part: (Int) -> Void) -> Void
                                          = { count, part in for index in 0..<count { part(index) } }) {
        defer { noteRoomTails(for: cues) }
        // The variants to make, by sound, the sounds in the order the cues first play them.
        var wanted: [Sound: [Int]] = [:], order: [Sound] = []
        for cue in cues where cue.variant > 0 && cue.variant < NoteVariant.all {
            guard case .note = cue.sound, variants[VariantKey(sound: cue.sound, variant: cue.variant)] == nil else { continue }
            if wanted[cue.sound] == nil { order.append(cue.sound) }
            if !wanted[cue.sound, default: []].contains(cue.variant) { wanted[cue.sound, default: []].append(cue.variant) }
        }
        // The tails of what plays as the bank holds it (an original, a theme), in the order the cues play them.
        var tailed: [VariantKey] = []
        for cue in cues {
            let key = VariantKey(sound: cue.sound, variant: cue.variant)
            let made = wanted[cue.sound]?.contains(cue.variant) == true
            if roomTails[key] == nil, !made, !tailed.contains(key) { tailed.append(key) }
        }
        // Each part makes whole sounds and tails, the heaviest dealt out first, each to the part with the least
        // work so far (a tail reads at most the last few seconds of its sound).
        let reach = 4 * sampleRate
        let weights = order.map { storage(of: $0).count * wanted[$0]!.count }
            + tailed.map { min(reach, storage(of: $0.sound, variant: $0.variant).count) }
        var assigned = [[Int]](repeating: [], count: max(1, parts)), work = [Int](repeating: 0, count: max(1, parts))
        for index in weights.indices.sorted(by: { (weights[$0], $1) > (weights[$1], $0) }) {
            let part = work.indices.min { work[$0] < work[$1] }!
            assigned[part].append(index)
            work[part] += weights[index]
        }
        // What each sound's variants are, with their room tails, then each tail: every slot written by one part only.
        let made = UnsafeMutableBufferPointer<[([Float], Double)]>.allocate(capacity: order.count)
        _ = made.initialize(from: repeatElement([], count: order.count))
        let tails = UnsafeMutableBufferPointer<Double>.allocate(capacity: tailed.count)
        _ = tails.initialize(from: repeatElement(0, count: tailed.count))
        defer { _ = made.deinitialize(); made.deallocate(); tails.deallocate() }
        let bank = self, rate = sampleRate
        run(assigned.count) { part in
            // Each original as floats once (a borrowed one converted into the part's one buffer), however many
            // of its variants are made; each variant's room tail is noted at once, while it is in the cache.
            let longest = assigned[part].map { $0 < order.count ? bank.storage(of: order[$0]).count : 0 }.max() ?? 0
            let converted = UnsafeMutableBufferPointer<Float>.allocate(capacity: longest)
            defer { converted.deallocate() }
            for index in assigned[part] {
                guard index < order.count else {
                    let key = tailed[index - order.count]
                    tails[index - order.count] = bank.storage(of: key.sound, variant: key.variant).roomTailSeconds(sampleRate: rate)
                    continue
                }
                let sound = order[index]
                guard case .note(let note, let dynamic) = sound, let numbers = wanted[sound] else { continue }
                let make = { (original: UnsafeBufferPointer<Float>) in
                    // The octave below, once for all its shapes (the second player's register).
                    let lowered = numbers.contains(where: NoteVariant.isLowered)
                        ? NoteVariant.octaveLower(Array(original), sampleRate: rate) : []
                    return numbers.map { variant in
                        let seed = UInt64(note.rawValue * 64 + Dynamic.allCases.firstIndex(of: dynamic)! * 8 + variant)
                        let shape = NoteVariant.shape(of: variant)
                        let samples = if !NoteVariant.isLowered(variant) {
                            NoteVariant.make(original, variant: variant, frequency: note.frequency, sampleRate: rate, seed: seed)
                        } else if shape == 0 {
                            lowered
                        } else {
                            NoteVariant.make(lowered, variant: shape, frequency: note.frequency / 2, sampleRate: rate, seed: seed)
                        }
                        return (samples, Storage.floats(samples).roomTailSeconds(sampleRate: rate))
                    }
                }
                switch bank.storage(of: sound) {
                case .floats(let samples): made[index] = samples.withUnsafeBufferPointer(make)
                case .pcm16(let lent):
                    // s × 2⁻¹⁵, as ``PCM16Samples/floats`` gives it.
                    for i in lent.samples.indices { converted[i] = Float(lent.samples[i]) * PCM16Samples.scale }
                    made[index] = make(UnsafeBufferPointer(rebasing: converted[..<lent.samples.count]))
                }
            }
        }
        for (index, sound) in order.enumerated() {
            for (variant, (samples, tail)) in zip(wanted[sound]!, made[index]) {
                variants[VariantKey(sound: sound, variant: variant)] = samples
                roomTails[VariantKey(sound: sound, variant: variant)] = tail
            }
        }
        for (index, key) in tailed.enumerated() { roomTails[key] = tails[index] }
    }

    /// Notes the room's tail after each sound and variant `cues` play that ``roomTails`` lacks.
    private mutating func noteRoomTails(for cues: [Cue]) {
        for cue in cues {
            let key = VariantKey(sound: cue.sound, variant: cue.variant)
            guard roomTails[key] == nil else { continue }
            roomTails[key] = storage(of: cue.sound, variant: cue.variant).roomTailSeconds(sampleRate: sampleRate)
        }
    }
}
