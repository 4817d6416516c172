import CSpeechSynthesis
#if canImport(Glibc)
import Glibc
#endif

/// Speech made into samples by espeak-ng (`render --speak`): the one owner of libespeak-ng, which is loaded
/// the first time a line is synthesized, so a machine without it runs everything else.
///
/// espeak-ng keeps global state and is not thread-safe: every synthesis runs under one lock (in
/// `CSpeechSynthesis`), one line at a time. Its voice, rate and pitch are fixed, so a process that
/// synthesizes the same lines in the same order gets the same samples, run after run. (espeak-ng carries a
/// little state from one line to the next, the phase of its voice's pitch flutter among it: the same line
/// said after another line may differ by a few milliseconds. A render synthesizes its lines once, in order,
/// in a process of its own.)
public enum SpeechSynthesizer {
    /// Words a minute: a little slower than espeak-ng's 175, for lines heard between notes.
    public static let wordsPerMinute = 165
    /// Base pitch and pitch range, espeak-ng's defaults (0–100).
    public static let pitch = 50, pitchRange = 50

    /// One line's samples.
    public struct Line: Sendable, Equatable {
        /// 16-bit mono samples.
        public var samples: [Int16]
        /// Samples per second (22050 for espeak-ng's voices).
        public var sampleRate: Int
    }

    /// Whether libespeak-ng is ready.
    ///
    /// - Throws: ``SynthesisError/notInstalled(reason:)`` naming what the loader said.
    public static func check() throws(SynthesisError) {
        var rate: Int32 = 0
        if let reason = c4_synthesis_load_error(&rate) { throw .notInstalled(reason: String(cString: reason)) }
    }

    /// `text` said in the voice of `language` ("en", "nl").
    ///
    /// - Throws: ``SynthesisError/notInstalled(reason:)`` without libespeak-ng or its data,
    ///   ``SynthesisError/cannotSynthesize(reason:)`` when it has no such voice or fails.
    public static func say(_ text: String, language: String) throws(SynthesisError) -> Line {
        var rate: Int32 = 0
        if let reason = c4_synthesis_load_error(&rate) { throw .notInstalled(reason: String(cString: reason)) }
        var samples: UnsafeMutablePointer<Int16>?
        var count = 0
        var error = [CChar](repeating: 0, count: 320)
        guard c4_synthesis_say(text, language, Int32(wordsPerMinute), Int32(pitch), Int32(pitchRange), &samples, &count,
                               &error, error.count) == 0 else {
            throw .cannotSynthesize(reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(samples) }
        let line = samples.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        return Line(samples: line, sampleRate: Int(rate))
    }
}

/// Why no line can be synthesized.
public enum SynthesisError: Error, Sendable, CustomStringConvertible {
    /// libespeak-ng (Debian's `libespeak-ng1`, with `espeak-ng-data`) cannot be loaded: the loader's reason.
    case notInstalled(reason: String)
    /// espeak-ng refused the line: its reason.
    case cannotSynthesize(reason: String)

    /// The problem as the wording layer says it.
    public var description: String {
        switch self {
        case .notInstalled(let reason), .cannotSynthesize(let reason): reason
        }
    }
}
