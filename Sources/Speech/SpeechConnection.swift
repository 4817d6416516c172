import CSpeech

/// A connection to speech-dispatcher, the Linux speech service screen readers use: lines said in the
/// user's own voice, rate and synthesizer, queued in order. The one owner of libspeechd's connection;
/// libspeechd itself is loaded on first use, so a machine without it runs everything else.
public final class SpeechConnection: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// The longest wait for a connection (starting the user's daemon included; about 0.1 s when it runs):
    /// a speech-dispatcher whose output module hangs stops answering, and libspeechd would wait for ever.
    static let openingTime = 5.0
    /// The longest wait for any other answer (a line queued, the language set, the close); after one that
    /// took longer, the connection says nothing more.
    static let answerTime = 2.0

    /// A line queued for speech.
    public struct Utterance: Hashable, Sendable {
        let id: Int32
    }

    /// Connects as `client` (starting the user's speech-dispatcher if it is not running, as screen readers
    /// do) and speaks `language` ("en", "nl").
    ///
    /// - Throws: ``SpeechError/notInstalled(reason:)`` without libspeechd, ``SpeechError/cannotConnect(reason:)``
    ///   when no daemon answers (within ``openingTime``).
    public init(client: String, language: String) throws(SpeechError) {
        if let reason = c4_speech_load_error() { throw .notInstalled(reason: String(cString: reason)) }
        var error = [CChar](repeating: 0, count: 512)
        guard let handle = c4_speech_open(client, Self.openingTime, &error, error.count) else {
            throw .cannotConnect(reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.handle = handle
        _ = c4_speech_set_language(handle, language, Self.answerTime)
    }

    /// Queues `text` after what is being said; nil when the daemon refused it or did not answer in time.
    public func say(_ text: String) -> Utterance? {
        let id = c4_speech_say(handle, text, Self.answerTime)
        return id > 0 ? Utterance(id: id) : nil
    }

    /// Waits until `utterance` has been spoken (or cancelled), at most `timeout` seconds; false on timeout.
    @discardableResult
    public func waitUntilSpoken(_ utterance: Utterance, timeout: Double) -> Bool {
        c4_speech_wait(utterance.id, timeout) == 1
    }

    /// When `utterance` began to be heard (`CLOCK_MONOTONIC` seconds), nil when it has not begun (kept for
    /// the last 256; for measuring the delay from an event to its speech).
    public func began(_ utterance: Utterance) -> Double? {
        let at = c4_speech_began(utterance.id)
        return at < 0 ? nil : at
    }

    /// Closes within ``answerTime``, even when speech-dispatcher no longer answers.
    deinit { _ = c4_speech_close(handle, Self.answerTime) }
}

/// Why nothing can be said.
public enum SpeechError: Error, Sendable, CustomStringConvertible {
    /// libspeechd (Debian's `speech-dispatcher` and `libspeechd2`) is not installed: the loader's reason.
    case notInstalled(reason: String)
    /// No speech-dispatcher answered: libspeechd's reason.
    case cannotConnect(reason: String)

    /// The problem as the wording layer says it.
    public var description: String {
        switch self {
        case .notInstalled(let reason), .cannotConnect(let reason): reason
        }
    }
}
