import Speech

extension SpeechError {
    /// "no speech: speech-dispatcher is not installed (…); the game goes on in text (Debian: apt-get install speech-dispatcher)".
    public var words: String {
        switch self {
        case .notInstalled(let reason):
            tr("no speech: speech-dispatcher is not installed ({reason}); the game goes on in text (Debian: apt-get install speech-dispatcher speech-dispatcher-espeak-ng)",
               ["reason": reason])
        case .cannotConnect(let reason):
            tr("no speech: speech-dispatcher does not answer ({reason}); the game goes on in text", ["reason": reason])
        }
    }
}

extension SynthesisError {
    /// "libespeak-ng cannot be loaded (…) (Debian: apt-get install libespeak-ng1 espeak-ng-data)".
    public var words: String {
        switch self {
        case .notInstalled(let reason):
            tr("libespeak-ng cannot be loaded ({reason}) (Debian: apt-get install libespeak-ng1 espeak-ng-data)", ["reason": reason])
        case .cannotSynthesize(let reason):
            tr("espeak-ng cannot say the lines: {reason}", ["reason": reason])
        }
    }

    /// "the game's own voice is missing: …; the lines go to speech-dispatcher" (`play --speak`).
    public var instead: String {
        tr("the game's own voice is missing: {problem}; the lines go to speech-dispatcher", ["problem": words])
    }
}
