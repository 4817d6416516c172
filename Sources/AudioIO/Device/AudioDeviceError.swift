import CALSA
import CALSAShim
import Music

/// A failure of alsa-lib: the C function that failed, its error code with `snd_strerror`'s explanation,
/// the device, and what alsa-lib itself said about it (caught by the quiet error handler, never printed).
public struct AudioDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The C function that failed, e.g. `snd_pcm_open`.
    public var function: String
    /// alsa-lib's (negative errno) code, e.g. −2.
    public var code: Int32
    /// `snd_strerror(code)`, e.g. "No such file or directory".
    public var message: String
    /// The PCM device name, as the user gave it.
    public var device: String
    /// alsa-lib's own last message about it, if it said anything (e.g. "Unknown PCM nosuch").
    public var detail: String?

    /// An error from `function` with `code`, picking up alsa-lib's last message.
    ///
    /// The corresponding C function is `snd_strerror`.
    public init(function: String, code: Int32, device: String) {
        self.function = function
        self.code = code
        message = String(cString: snd_strerror(code))
        self.device = device
        detail = Self.takeLastMessage()
    }

    /// What alsa-lib said last (and forget it), nil when it said nothing.
    static func takeLastMessage() -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = c4_alsa_take_last_message(&buffer, buffer.count)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// E.g. `default: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM default)`, as the
    /// wording layer says it (``Music/Phrases``).
    public var description: String { Phrases.of(self) }
}
