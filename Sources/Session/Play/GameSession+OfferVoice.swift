import Playback

extension GameSession {
    /// Lines said aloud before the game's sound has started (the offer of a kept game, `play --speak`), in
    /// the voice the game will speak in: with ``ownVoice``, an engine of its own for as long as `body` asks
    /// (shut down before the game opens its own, so a device that takes one user at a time is free again);
    /// else, or when no device opens, speech-dispatcher. `body` gets nil when there is no speech at all.
    public func speakingBeforeTheGame<T>(_ body: (SpokenLines?) -> T) -> T {
        guard ownVoice, !mute, let rate = try? loader.nativeSampleRate(), let loaded = try? loader.load(sampleRate: rate),
              let (engine, _) = try? openEngine(loaded.bank, 2, false) else {
            return body(SpokenLines.open(.dispatcher))
        }
        engine.start()
        defer { try? engine.shutdown(drain: false) }
        return withExtendedLifetime(loaded.mappings) {
            let speaker = SpokenLines.open(.builtIn(EngineSound(engine: engine, log: nil)))
            defer {
                speaker?.waitUntilQuiet()
                speaker?.writeLog()
            }
            return body(speaker)
        }
    }
}
