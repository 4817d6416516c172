import CSndFile

/// A file format c4-audio writes, chosen by the file's extension.
public enum AudioFormat: String, CaseIterable, Hashable, Sendable {
    /// RIFF WAVE, 16-bit signed PCM.
    case wav
    /// FLAC, 16-bit, lossless.
    case flac
    /// Ogg Vorbis, quality 0.6 (about 160 kbit/s for stereo).
    case ogg
    /// MPEG-1/2 layer III.
    case mp3

    /// The format for a path's extension (case-insensitive), or nil for an unknown extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The libsndfile format code: major type | subtype (`SF_FORMAT_WAV | SF_FORMAT_PCM_16`, …).
    var code: Int32 {
        switch self {
        case .wav: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        case .flac: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        case .ogg: Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
        case .mp3: Int32(SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III)
        }
    }

    /// Whether the file stores 16-bit PCM, so samples can be handed over as integers.
    var isSixteenBit: Bool { self == .wav || self == .flac }

    /// Sample rates the encoder accepts (MPEG audio knows only nine; the others take 1 Hz … 655 kHz).
    public func accepts(sampleRate: Int) -> Bool {
        switch self {
        case .mp3: Self.mpegRates.contains(sampleRate)
        case .flac: (1...655_350).contains(sampleRate)
        case .wav, .ogg: (1...768_000).contains(sampleRate)
        }
    }

    /// The nine rates of MPEG audio (1, 2 and 2.5).
    public static let mpegRates = [8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000]

    /// The error for a file this format cannot store: `WAV cannot store 3 channels at 8000 Hz`.
    func refusal(channels: Int, sampleRate: Int, path: String) -> AudioIOError {
        AudioIOError(function: "sf_format_check", problem: .formatCannotStore(format: self, channels: channels, sampleRate: sampleRate),
                     path: path)
    }
}
