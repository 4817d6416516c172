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
